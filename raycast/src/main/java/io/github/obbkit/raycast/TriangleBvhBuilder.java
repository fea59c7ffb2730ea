package io.github.obbkit.raycast;

/**
 * The build of a {@link Mesh3d}'s triangle hierarchy: top-down, each node's triangles split by the
 * centroids of their bounds with the binned surface-area heuristic (Wald, "On fast construction of
 * SAH-based bounding volume hierarchies", 2007), {@value #BINS} bins along the axis of largest centroid
 * spread, the split minimising {@code n_left * area_left + n_right * area_right}, as {@link Bvh3dBuilder}
 * splits boxes. Nodes of at most {@value #MAX_LEAF_SIZE} triangles are leaves; triangles whose centroids
 * coincide, and every node below depth {@value #MAX_SAH_DEPTH}, are split in half by order, so the
 * depth stays below {@code MAX_SAH_DEPTH + log2(n) + 1}.
 *
 * <p>Output, as {@link MeshTraversal} reads it: nodes in depth-first order, a node's left child right
 * after it; per node its exact bounds ({@code minX, minY, minZ, maxX, maxY, maxZ}) and two ints, for a
 * leaf its first slot and its triangle count, for an inner node its right child and 0; per slot its
 * triangle's index and nine coordinates ({@code a, b, c}), so that a leaf's triangles lie side by side.
 */
final class TriangleBvhBuilder {
    static final int MAX_LEAF_SIZE = 4;
    static final int BINS = 12;
    static final int MAX_SAH_DEPTH = 48;

    private final double[] vertices;
    private final int[] indices;
    /** Per triangle: its bounds, 6 numbers, and its centroid, 3. */
    private final double[] boxes;
    final int[] order;
    final double[] nodeBounds;
    final int[] nodeData;
    int nodeCount;
    int depth;

    private final int[] binCount = new int[BINS];
    private final double[] binBounds = new double[6 * BINS];
    private final double[] rightArea = new double[BINS];

    TriangleBvhBuilder(double[] vertices, int[] indices) {
        this.vertices = vertices;
        this.indices = indices;
        int n = indices.length / 3;
        this.boxes = new double[9 * n];
        this.order = new int[n];
        for (int t = 0; t < n; t++) {
            order[t] = t;
            int o = 9 * t;
            for (int k = 0; k < 3; k++) {
                double a = vertices[3 * indices[3 * t] + k];
                double b = vertices[3 * indices[3 * t + 1] + k];
                double c = vertices[3 * indices[3 * t + 2] + k];
                boxes[o + k] = Math.min(a, Math.min(b, c));
                boxes[o + 3 + k] = Math.max(a, Math.max(b, c));
                boxes[o + 6 + k] = 0.5 * boxes[o + k] + 0.5 * boxes[o + 3 + k];
            }
        }
        int maxNodes = Math.max(1, 2 * n - 1);
        this.nodeBounds = new double[6 * maxNodes];
        this.nodeData = new int[2 * maxNodes];
        build(0, n, 1);
    }

    /** Builds the node over {@code order[start .. end)} and everything under it; returns its number. */
    private int build(int start, int end, int level) {
        int node = nodeCount++;
        depth = Math.max(depth, level);
        int o = 6 * node;
        for (int k = 0; k < 3; k++) {
            nodeBounds[o + k] = Double.POSITIVE_INFINITY;
            nodeBounds[o + 3 + k] = Double.NEGATIVE_INFINITY;
        }
        for (int s = start; s < end; s++) {
            int b = 9 * order[s];
            for (int k = 0; k < 3; k++) {
                nodeBounds[o + k] = Math.min(nodeBounds[o + k], boxes[b + k]);
                nodeBounds[o + 3 + k] = Math.max(nodeBounds[o + 3 + k], boxes[b + 3 + k]);
            }
        }
        if (end - start <= MAX_LEAF_SIZE) {
            nodeData[2 * node] = start;
            nodeData[2 * node + 1] = end - start;
            return node;
        }
        int mid = level > MAX_SAH_DEPTH ? start + (end - start) / 2 : split(start, end);
        build(start, mid, level + 1);
        int right = build(mid, end, level + 1);
        nodeData[2 * node] = right;
        nodeData[2 * node + 1] = 0;
        return node;
    }

    /** Partitions {@code order[start .. end)} by the best binned split; returns the first slot of the right half. */
    private int split(int start, int end) {
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int s = start; s < end; s++) {
            for (int k = 0; k < 3; k++) {
                double c = boxes[9 * order[s] + 6 + k];
                lo[k] = Math.min(lo[k], c);
                hi[k] = Math.max(hi[k], c);
            }
        }
        int axis = 0;
        for (int k = 1; k < 3; k++) {
            if (hi[k] - lo[k] > hi[axis] - lo[axis]) {
                axis = k;
            }
        }
        double extent = hi[axis] - lo[axis];
        if (!(extent > 0)) {
            return start + (end - start) / 2;
        }
        java.util.Arrays.fill(binCount, 0);
        for (int b = 0; b < BINS; b++) {
            empty(binBounds, 6 * b);
        }
        double scale = BINS / extent;
        for (int s = start; s < end; s++) {
            int t = 9 * order[s];
            int b = bin(boxes[t + 6 + axis], lo[axis], scale);
            binCount[b]++;
            for (int k = 0; k < 3; k++) {
                binBounds[6 * b + k] = Math.min(binBounds[6 * b + k], boxes[t + k]);
                binBounds[6 * b + 3 + k] = Math.max(binBounds[6 * b + 3 + k], boxes[t + 3 + k]);
            }
        }
        // Areas of the unions right of each split, then a sweep from the left
        double[] acc = new double[6];
        empty(acc, 0);
        for (int b = BINS - 1; b > 0; b--) {
            grow(acc, binBounds, 6 * b);
            rightArea[b] = area(acc);
        }
        empty(acc, 0);
        int leftCount = 0;
        int best = -1;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int b = 0; b < BINS - 1; b++) {
            grow(acc, binBounds, 6 * b);
            leftCount += binCount[b];
            int rightCount = end - start - leftCount;
            if (leftCount == 0 || rightCount == 0) {
                continue;
            }
            double cost = leftCount * area(acc) + rightCount * rightArea[b + 1];
            if (best < 0 || cost < bestCost) {
                best = b;
                bestCost = cost;
            }
        }
        if (best < 0) {
            return start + (end - start) / 2;
        }
        int i = start;
        int j = end - 1;
        while (i <= j) {
            if (bin(boxes[9 * order[i] + 6 + axis], lo[axis], scale) <= best) {
                i++;
            } else {
                int swap = order[i];
                order[i] = order[j];
                order[j--] = swap;
            }
        }
        return i;
    }

    private static int bin(double centroid, double lo, double scale) {
        return (int) Math.min(BINS - 1, Math.max(0, (centroid - lo) * scale));
    }

    private static void empty(double[] b, int o) {
        for (int k = 0; k < 3; k++) {
            b[o + k] = Double.POSITIVE_INFINITY;
            b[o + 3 + k] = Double.NEGATIVE_INFINITY;
        }
    }

    private static void grow(double[] acc, double[] b, int o) {
        for (int k = 0; k < 3; k++) {
            acc[k] = Math.min(acc[k], b[o + k]);
            acc[3 + k] = Math.max(acc[3 + k], b[o + 3 + k]);
        }
    }

    /** Half the surface area; 0 for an empty union. */
    private static double area(double[] b) {
        double x = b[3] - b[0];
        double y = b[4] - b[1];
        double z = b[5] - b[2];
        return x >= 0 && y >= 0 && z >= 0 ? x * y + y * z + z * x : 0;
    }

    /** The nine coordinates of each slot's triangle, in slot order. */
    double[] slotTriangles() {
        double[] out = new double[9 * order.length];
        for (int s = 0; s < order.length; s++) {
            for (int corner = 0; corner < 3; corner++) {
                System.arraycopy(vertices, 3 * indices[3 * order[s] + corner], out, 9 * s + 3 * corner, 3);
            }
        }
        return out;
    }
}
