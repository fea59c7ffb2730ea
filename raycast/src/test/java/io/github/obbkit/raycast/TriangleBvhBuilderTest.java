package io.github.obbkit.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The triangle hierarchy's shape, checked node by node against its definition: every triangle in
 * exactly one leaf, each node's bounds exactly those of its triangles, the layout the walk reads, and
 * each split the one the binned surface-area heuristic picks, recomputed here from scratch.
 */
class TriangleBvhBuilderTest {

    /** A node's slots {@code [start, end)} and its level (the root's is 1). */
    private record Span(int start, int end, int level) {
    }

    @Test
    void everyShape_satisfiesTheLayoutAndTheSplitRule() {
        for (long seed = 1; seed <= 200; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            double[] h = {random.nextDouble(0.1, 5), random.nextDouble(0.1, 5), random.nextInt(4) == 0 ? 0
                    : random.nextDouble(0.1, 5)};
            Mesh3d mesh = MeshScenes.mesh(random, h);
            check(mesh, "seed " + seed);
        }
    }

    @Test
    void largeAndLopsidedMeshes_satisfyTheLayoutAndTheSplitRule() {
        SplittableRandom random = new SplittableRandom(5);
        check(MeshScenes.grid(random, new double[] {3, 2, 0.5}, 30), "a 30 x 30 grid");
        check(MeshScenes.grid(random, new double[] {3, 2, 0}, 17), "a flat grid");
        check(MeshScenes.clusters(random, new double[] {4, 4, 4}, 500), "three clusters");
        check(exponential(80), "triangles at doubling distances");
        check(exponential(300), "triangles at doubling distances, past the depth where SAH stops");
    }

    @Test
    void aSpreadBeyondTheLargestDouble_isSplitInHalf() {
        // Centroids at -1.5e308 and 1.5e308: their spread overflows, so every triangle lands in one bin
        double big = 1.5e308;
        double[] v = new double[108];
        int[] f = new int[36];
        for (int i = 0; i < 12; i++) {
            double x = i % 2 == 0 ? -big : big;
            double[] t = {x, i, 0, x, i + 1, 0, x, i, 1};
            System.arraycopy(t, 0, v, 9 * i, 9);
            for (int c = 0; c < 3; c++) {
                f[3 * i + c] = 3 * i + c;
            }
        }
        Mesh3d mesh = Mesh3d.of(v, f);
        // Halves all the way down, in the inner nodes that start past slot 0 too
        assertThat(mesh.nodeData).containsExactly(4, 0, 3, 0, 0, 3, 3, 3, 6, 0, 6, 3, 9, 3);
        check(mesh, "centroids at either end of the doubles");
    }

    /** A mesh whose triangles lie at x = 2^k: every binned split peels off the farthest one. */
    private static Mesh3d exponential(int m) {
        double[] v = new double[9 * m];
        int[] f = new int[3 * m];
        for (int i = 0; i < m; i++) {
            double x = Math.scalb(1.0, i - m / 2);
            double[] t = {x, 0, 0, x, 1, 0, x, 0, 1};
            System.arraycopy(t, 0, v, 9 * i, 9);
            f[3 * i] = 3 * i;
            f[3 * i + 1] = 3 * i + 1;
            f[3 * i + 2] = 3 * i + 2;
        }
        return Mesh3d.of(v, f);
    }

    @Test
    void pastTheSahDepth_nodesAreSplitInHalfByOrder_andTheDepthStaysBounded() {
        Mesh3d mesh = exponential(300);
        assertThat(mesh.depth).as("SAH for %s levels, then halves", TriangleBvhBuilder.MAX_SAH_DEPTH)
                .isGreaterThan(TriangleBvhBuilder.MAX_SAH_DEPTH)
                .isLessThanOrEqualTo(TriangleBvhBuilder.MAX_SAH_DEPTH + 1 + 32 - Integer.numberOfLeadingZeros(300));
    }

    @Test
    void aSingleTriangle_isOneLeaf_andIdenticalTriangles_areSplitInHalf() {
        Mesh3d one = Mesh3d.of(new double[] {0, 0, 0, 1, 0, 0, 0, 1, 0}, new int[] {0, 1, 2});
        assertThat(one.nodeData).containsExactly(0, 1);
        assertThat(one.nodeBounds).containsExactly(0, 0, 0, 1, 1, 0);
        assertThat(one.depth).isEqualTo(1);
        assertThat(one.slotIndex).containsExactly(0);
        assertThat(one.slotTriangles).containsExactly(0, 0, 0, 1, 0, 0, 0, 1, 0);
        int[] nine = new int[27];
        for (int i = 0; i < 27; i++) {
            nine[i] = i % 3;
        }
        Mesh3d same = Mesh3d.of(new double[] {0, 0, 0, 1, 0, 0, 0, 1, 0}, nine);
        // 9 -> 4 + 5 -> 4 | 2 + 3
        assertThat(same.nodeData).containsExactly(2, 0, 0, 4, 4, 0, 4, 2, 6, 3);
        assertThat(same.depth).isEqualTo(3);
        check(same, "nine copies of one triangle");
    }

    @Test
    void onClusteredTriangles_theSplitsCostNoMoreThanMedianSplits() {
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Mesh3d mesh = MeshScenes.clusters(random, new double[] {4, 3, 2}, 40 + random.nextInt(400));
            double sah = cost(mesh, 0);
            List<double[]> boxes = new ArrayList<>();
            for (int s = 0; s < mesh.triangleCount(); s++) {
                boxes.add(bounds(mesh, s, s + 1));
            }
            double median = medianCost(boxes);
            assertThat(sah).as("seed %s: the SAH tree's cost against the median tree's", seed)
                    .isLessThanOrEqualTo(median);
        }
    }

    /** The surface-area cost of node {@code node}'s subtree: its inner nodes' areas, its leaves' times their sizes. */
    private static double cost(Mesh3d mesh, int node) {
        double[] b = Arrays.copyOfRange(mesh.nodeBounds, 6 * node, 6 * node + 6);
        int count = mesh.nodeData[2 * node + 1];
        if (count > 0) {
            return count * halfArea(List.of(b));
        }
        return halfArea(List.of(b)) + cost(mesh, node + 1) + cost(mesh, mesh.nodeData[2 * node]);
    }

    private static double medianCost(List<double[]> boxes) {
        double area = halfArea(boxes);
        if (boxes.size() <= TriangleBvhBuilder.MAX_LEAF_SIZE) {
            return boxes.size() * area;
        }
        int axis = 0;
        double[] spread = new double[3];
        for (int k = 0; k < 3; k++) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (double[] b : boxes) {
                lo = Math.min(lo, b[k] + b[3 + k]);
                hi = Math.max(hi, b[k] + b[3 + k]);
            }
            spread[k] = hi - lo;
            axis = spread[k] > spread[axis] ? k : axis;
        }
        int a = axis;
        List<double[]> sorted = new ArrayList<>(boxes);
        sorted.sort((p, q) -> Double.compare(p[a] + p[3 + a], q[a] + q[3 + a]));
        int mid = sorted.size() / 2;
        return area + medianCost(sorted.subList(0, mid)) + medianCost(sorted.subList(mid, sorted.size()));
    }

    private static double[] bounds(Mesh3d mesh, int start, int end) {
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int s = start; s < end; s++) {
            for (int c = 0; c < 3; c++) {
                for (int k = 0; k < 3; k++) {
                    double x = mesh.slotTriangles[9 * s + 3 * c + k];
                    b[k] = Math.min(b[k], x);
                    b[3 + k] = Math.max(b[3 + k], x);
                }
            }
        }
        return b;
    }

    private static void check(Mesh3d mesh, String what) {
        int n = mesh.triangleCount();
        int nodes = mesh.nodeData.length / 2;
        assertThat(mesh.nodeBounds).as(what).hasSize(6 * nodes);
        assertThat(nodes).as(what).isLessThanOrEqualTo(Math.max(1, 2 * n - 1));
        // Every triangle in exactly one slot
        int[] sorted = mesh.slotIndex.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < n; i++) {
            assertThat(sorted[i]).as("%s: the slots hold every triangle once", what).isEqualTo(i);
        }
        // Each slot's coordinates are its triangle's corners a, b, c
        org.joml.Vector3d v = new org.joml.Vector3d();
        for (int s = 0; s < n; s++) {
            for (int c = 0; c < 3; c++) {
                mesh.vertex(mesh.index(mesh.slotIndex[s], c), v);
                assertThat(new double[] {mesh.slotTriangles[9 * s + 3 * c], mesh.slotTriangles[9 * s + 3 * c + 1],
                    mesh.slotTriangles[9 * s + 3 * c + 2]}).as("%s: slot %s corner %s", what, s, c)
                        .containsExactly(v.x, v.y, v.z);
            }
        }
        boolean[] reached = new boolean[nodes];
        int[] slotsSeen = new int[n];
        Span root = walk(mesh, 0, 1, reached, slotsSeen, what);
        assertThat(root).as(what).isEqualTo(new Span(0, n, root.level()));
        for (int s = 0; s < n; s++) {
            assertThat(slotsSeen[s]).as("%s: slot %s is in exactly one leaf", what, s).isEqualTo(1);
        }
        for (int k = 0; k < nodes; k++) {
            assertThat(reached[k]).as("%s: node %s is reached", what, k).isTrue();
        }
    }

    /** Checks node {@code node} and its subtree; returns its span and the deepest level under it. */
    private static Span walk(Mesh3d mesh, int node, int level, boolean[] reached, int[] slotsSeen, String what) {
        reached[node] = true;
        int a = mesh.nodeData[2 * node];
        int count = mesh.nodeData[2 * node + 1];
        Span span;
        int deepest;
        if (count > 0) {
            assertThat(count).as("%s: leaf %s's size", what, node).isLessThanOrEqualTo(TriangleBvhBuilder.MAX_LEAF_SIZE);
            for (int s = a; s < a + count; s++) {
                slotsSeen[s]++;
            }
            span = new Span(a, a + count, level);
            deepest = level;
            assertThat(level).as("%s: the depth", what).isLessThanOrEqualTo(mesh.depth);
        } else {
            assertThat(count).as(what).isZero();
            assertThat(a).as("%s: node %s's right child comes after its left subtree", what, node)
                    .isGreaterThan(node + 1);
            Span left = walk(mesh, node + 1, level + 1, reached, slotsSeen, what);
            Span right = walk(mesh, a, level + 1, reached, slotsSeen, what);
            assertThat(right.start()).as("%s: node %s's halves are contiguous", what, node).isEqualTo(left.end());
            span = new Span(left.start(), right.end(), Math.max(left.level(), right.level()));
            deepest = span.level();
            assertThat(right.end() - left.start()).as("%s: an inner node is over the leaf size", what)
                    .isGreaterThan(TriangleBvhBuilder.MAX_LEAF_SIZE);
            checkSplit(mesh, left.start(), left.end(), right.end(), level, what + ", node " + node);
        }
        // The bounds are exactly those of the node's triangles
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int s = span.start(); s < span.end(); s++) {
            for (int c = 0; c < 3; c++) {
                for (int k = 0; k < 3; k++) {
                    double x = mesh.slotTriangles[9 * s + 3 * c + k];
                    b[k] = Math.min(b[k], x);
                    b[3 + k] = Math.max(b[3 + k], x);
                }
            }
        }
        assertThat(Arrays.copyOfRange(mesh.nodeBounds, 6 * node, 6 * node + 6)).as("%s: node %s's bounds", what, node)
                .containsExactly(b);
        if (node == 0) {
            assertThat(deepest).as("%s: the depth is the longest path's", what).isEqualTo(mesh.depth);
        }
        return new Span(span.start(), span.end(), deepest);
    }

    /**
     * The split of slots {@code [start, end)} at {@code mid}, recomputed: halves by order below the SAH
     * depth or for coincident centroids, else the cheapest of the binned candidates along the axis of
     * the largest centroid spread, its left half the triangles binned at or before it.
     */
    private static void checkSplit(Mesh3d mesh, int start, int mid, int end, int level, String what) {
        int n = end - start;
        double[][] box = new double[n][];
        for (int s = start; s < end; s++) {
            double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
            for (int c = 0; c < 3; c++) {
                for (int k = 0; k < 3; k++) {
                    double x = mesh.slotTriangles[9 * s + 3 * c + k];
                    b[k] = Math.min(b[k], x);
                    b[3 + k] = Math.max(b[3 + k], x);
                }
            }
            box[s - start] = b;
        }
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double[] b : box) {
            for (int k = 0; k < 3; k++) {
                double c = 0.5 * b[k] + 0.5 * b[3 + k];
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
        if (level > TriangleBvhBuilder.MAX_SAH_DEPTH || !(extent > 0)) {
            assertThat(mid - start).as("%s: split in half by order", what).isEqualTo(n / 2);
            return;
        }
        int bins = TriangleBvhBuilder.BINS;
        int[] bin = new int[n];
        for (int i = 0; i < n; i++) {
            double c = 0.5 * box[i][axis] + 0.5 * box[i][3 + axis];
            bin[i] = (int) Math.min(bins - 1, Math.max(0, (c - lo[axis]) * (bins / extent)));
        }
        int best = -1;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int plane = 0; plane < bins - 1; plane++) {
            List<double[]> left = new ArrayList<>();
            List<double[]> right = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                (bin[i] <= plane ? left : right).add(box[i]);
            }
            if (left.isEmpty() || right.isEmpty()) {
                continue;
            }
            double cost = left.size() * halfArea(left) + right.size() * halfArea(right);
            if (cost < bestCost) {
                best = plane;
                bestCost = cost;
            }
        }
        if (best < 0) {
            // A spread too wide for a double (coordinates near the largest double): one bin, halves
            assertThat(extent).as("%s: a finite spread of centroids always has a candidate", what).isInfinite();
            assertThat(mid - start).as("%s: split in half by order", what).isEqualTo(n / 2);
            return;
        }
        for (int i = 0; i < n; i++) {
            assertThat(start + i < mid).as("%s: slot %s (bin %s) is on the side of the cheapest plane, after bin %s",
                    what, start + i, bin[i], best).isEqualTo(bin[i] <= best);
        }
    }

    private static double halfArea(List<double[]> boxes) {
        double[] u = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double[] b : boxes) {
            for (int k = 0; k < 3; k++) {
                u[k] = Math.min(u[k], b[k]);
                u[3 + k] = Math.max(u[3 + k], b[3 + k]);
            }
        }
        double x = u[3] - u[0];
        double y = u[4] - u[1];
        double z = u[5] - u[2];
        return x * y + y * z + z * x;
    }
}
