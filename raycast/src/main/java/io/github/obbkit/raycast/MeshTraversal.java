package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3dBatch;

/**
 * The two-level pick's walks: through the scene's {@link Bvh3d} (read through its package-private
 * accessors), into each object reached, and through the object's triangle
 * hierarchy; and the brute-force scan that they must equal. Both share {@link #object}, which defines
 * an object's answer: the ray is moved into the box's frame, tested against the box grown by a local
 * slack to find its interval {@code [tIn, tOut]} on the ray's line, and every triangle the watertight
 * kernel hits has its {@code t} clamped into that interval (the exact {@code t} lies in it; the
 * kernel's may stray for a triangle seen nearly edge-on). The pruning is then exact: a clamped
 * {@code t} is never below {@code tIn}, so an object entered beyond the best hit cannot win.
 *
 * <p>Slacks, each only ever letting more in (derivations in the project's {@code docs/precision.md}):
 * world bounds are grown by {@value #WORLD_SLACK_RELATIVE} of the ray-scene scale plus
 * {@value #WORLD_SLACK_ULPS} ulps of the largest coordinate, as {@link Bvh3d}'s are; a box and its
 * mesh's nodes, in the box's frame, by {@code 2^-40} of the local scale; and the lower bound of a mesh
 * node's hits, the parameter where the ray reaches the node's bounds along its dominant axis (the
 * kernel's {@code t} is a weighted mean of its vertices' such parameters), by {@code 2^-40} of its
 * magnitude.
 */
final class MeshTraversal {
    static final double WORLD_SLACK_RELATIVE = 1e-9;
    static final double WORLD_SLACK_ULPS = 16;
    static final double LOCAL_SLACK_RELATIVE = 0x1p-40;
    static final double T_SLACK_RELATIVE = 0x1p-40;

    private MeshTraversal() {
    }

    /** The brute-force reference: every triangle of every object. */
    static void scan(Obb3dBatch boxes, Mesh3d[] meshes, double ox, double oy, double oz, double dx, double dy,
                     double dz, MeshPickWorkspace ws) {
        for (int i = 0; i < meshes.length; i++) {
            object(boxes, meshes[i], i, ox, oy, oz, dx, dy, dz, true, ws);
        }
    }

    /** The two-level walk: the scene's hierarchy front to back, pruned by the best hit so far. */
    static void walk(Bvh3d bvh, Obb3dBatch boxes, Mesh3d[] meshes, double ox, double oy, double oz, double dx,
                     double dy, double dz, MeshPickWorkspace ws) {
        if (bvh.nodeCount() == 0) {
            return;
        }
        ws.ensureWorld(bvh.depth() + 2);
        double[] rb = bvh.rootBounds();
        double m = Math.max(Math.max(Math.abs(ox), Math.abs(oy)), Math.abs(oz));
        double halves = 0;
        for (int k = 0; k < 6; k++) {
            m = Math.max(m, Math.abs(rb[k]));
        }
        for (int k = 0; k < 3; k++) {
            halves += 0.5 * rb[k + 3] - 0.5 * rb[k];
        }
        double far = Math.max(Math.max(Math.abs(ox - (0.5 * rb[0] + 0.5 * rb[3])),
                Math.abs(oy - (0.5 * rb[1] + 0.5 * rb[4]))), Math.abs(oz - (0.5 * rb[2] + 0.5 * rb[5])));
        // g = 1e-9 S + 16 ulp(M), as Bvh3d grows its bounds
        double g = WORLD_SLACK_RELATIVE * (far + halves) + WORLD_SLACK_ULPS * Math.ulp(m);
        int[] children = bvh.children();
        double[] cb = bvh.childBounds();
        double[] sb = bvh.slotBounds();
        int[] slotIndex = bvh.slotIndex();
        int[] nodes = ws.worldNodes;
        double[] entries = ws.worldEntries;
        int top = 0;
        int ref = bvh.root();
        while (true) {
            if (ref >= 0) {
                double tl = entry(cb, 12 * ref, g, ox, oy, oz, dx, dy, dz, ws.best);
                double tr = entry(cb, 12 * ref + 6, g, ox, oy, oz, dx, dy, dz, ws.best);
                int left = children[2 * ref];
                int right = children[2 * ref + 1];
                if (tl >= 0 && tr >= 0) {
                    boolean leftFirst = tl <= tr;
                    nodes[top] = leftFirst ? right : left;
                    entries[top++] = leftFirst ? tr : tl;
                    ref = leftFirst ? left : right;
                    continue;
                }
                if (tl >= 0 || tr >= 0) {
                    ref = tl >= 0 ? left : right;
                    continue;
                }
            } else {
                int first = ~ref >>> 3;
                int end = first + (~ref & 7);
                for (int slot = first; slot < end; slot++) {
                    if (entry(sb, 6 * slot, g, ox, oy, oz, dx, dy, dz, ws.best) >= 0) {
                        int i = slotIndex[slot];
                        object(boxes, meshes[i], i, ox, oy, oz, dx, dy, dz, false, ws);
                    }
                }
            }
            // Next: the nearest postponed node not already beyond the best hit
            do {
                if (top == 0) {
                    return;
                }
                top--;
            } while (entries[top] > ws.best);
            ref = nodes[top];
        }
    }

    /**
     * Where the ray enters the bounds {@code b[o .. o + 5]} grown by {@code g}, within {@code [0, upper]}:
     * the entry, at least 0, or -1 for a miss. Division, not a reciprocal: each parameter is then the
     * correctly rounded one, and the growth dwarfs its rounding.
     */
    static double entry(double[] b, int o, double g, double ox, double oy, double oz, double dx, double dy,
                        double dz, double upper) {
        double t = enter(b, o, g, ox, oy, oz, dx, dy, dz, 0, upper);
        return t >= 0 ? t : -1;
    }

    /**
     * Where the ray's line enters the bounds grown by {@code g} within {@code [lower, upper]}, or NaN
     * if it does not meet them there.
     */
    private static double enter(double[] b, int o, double g, double ox, double oy, double oz, double dx, double dy,
                                double dz, double lower, double upper) {
        double lo = lower;
        double hi = upper;
        // x
        if (dx == 0) {
            if (ox < b[o] - g || ox > b[o + 3] + g) {
                return Double.NaN;
            }
        } else {
            double t1 = (b[o] - g - ox) / dx;
            double t2 = (b[o + 3] + g - ox) / dx;
            lo = Math.max(lo, Math.min(t1, t2));
            hi = Math.min(hi, Math.max(t1, t2));
        }
        if (dy == 0) {
            if (oy < b[o + 1] - g || oy > b[o + 4] + g) {
                return Double.NaN;
            }
        } else {
            double t1 = (b[o + 1] - g - oy) / dy;
            double t2 = (b[o + 4] + g - oy) / dy;
            lo = Math.max(lo, Math.min(t1, t2));
            hi = Math.min(hi, Math.max(t1, t2));
        }
        if (dz == 0) {
            if (oz < b[o + 2] - g || oz > b[o + 5] + g) {
                return Double.NaN;
            }
        } else {
            double t1 = (b[o + 2] - g - oz) / dz;
            double t2 = (b[o + 5] + g - oz) / dz;
            lo = Math.max(lo, Math.min(t1, t2));
            hi = Math.min(hi, Math.max(t1, t2));
        }
        return lo <= hi ? lo : Double.NaN;
    }

    /**
     * Object {@code i}: the ray moved into its box's frame, the box's interval on the ray's line, and
     * its triangles (all of them when {@code brute}, else through the mesh's hierarchy); a hit better
     * than the workspace's best replaces it.
     */
    static void object(Obb3dBatch boxes, Mesh3d mesh, int i, double ox, double oy, double oz, double dx,
                       double dy, double dz, boolean brute, MeshPickWorkspace ws) {
        double px = ox - boxes.centerX(i);
        double py = oy - boxes.centerY(i);
        double pz = oz - boxes.centerZ(i);
        double ux = boxes.axisXx(i);
        double uy = boxes.axisXy(i);
        double uz = boxes.axisXz(i);
        double vx = boxes.axisYx(i);
        double vy = boxes.axisYy(i);
        double vz = boxes.axisYz(i);
        double wx = boxes.axisZx(i);
        double wy = boxes.axisZy(i);
        double wz = boxes.axisZz(i);
        double hx = boxes.halfExtentX(i);
        double hy = boxes.halfExtentY(i);
        double hz = boxes.halfExtentZ(i);
        // o' = R (o - c), d' = R d: the box's axes are the rows of R
        double lox = ux * px + uy * py + uz * pz;
        double loy = vx * px + vy * py + vz * pz;
        double loz = wx * px + wy * py + wz * pz;
        double ldx = ux * dx + uy * dy + uz * dz;
        double ldy = vx * dx + vy * dy + vz * dz;
        double ldz = wx * dx + wy * dy + wz * dz;
        double gl = LOCAL_SLACK_RELATIVE * (Math.max(Math.max(Math.abs(lox), Math.abs(loy)), Math.abs(loz)) + hx + hy
                + hz);
        // [tIn, tOut]: the line in the grown box
        double tIn = Double.NEGATIVE_INFINITY;
        double tOut = Double.POSITIVE_INFINITY;
        if (ldx == 0) {
            if (Math.abs(lox) > hx + gl) {
                return;
            }
        } else {
            double t1 = (-hx - gl - lox) / ldx;
            double t2 = (hx + gl - lox) / ldx;
            tIn = Math.max(tIn, Math.min(t1, t2));
            tOut = Math.min(tOut, Math.max(t1, t2));
        }
        if (ldy == 0) {
            if (Math.abs(loy) > hy + gl) {
                return;
            }
        } else {
            double t1 = (-hy - gl - loy) / ldy;
            double t2 = (hy + gl - loy) / ldy;
            tIn = Math.max(tIn, Math.min(t1, t2));
            tOut = Math.min(tOut, Math.max(t1, t2));
        }
        if (ldz == 0) {
            if (Math.abs(loz) > hz + gl) {
                return;
            }
        } else {
            double t1 = (-hz - gl - loz) / ldz;
            double t2 = (hz + gl - loz) / ldz;
            tIn = Math.max(tIn, Math.min(t1, t2));
            tOut = Math.min(tOut, Math.max(t1, t2));
        }
        if (!(tIn <= tOut) || tOut < 0 || (!brute && tIn > ws.best)) {
            return;
        }
        // The kernel's shear of the local ray, once for all the object's triangles
        int kz = TriangleKernel.dominantAxis(ldx, ldy, ldz);
        int kx = kz == 2 ? 0 : kz + 1;
        int ky = kx == 2 ? 0 : kx + 1;
        double dk = TriangleKernel.component(kz, ldx, ldy, ldz);
        if (dk < 0) {
            int swap = kx;
            kx = ky;
            ky = swap;
        }
        double sx = TriangleKernel.component(kx, ldx, ldy, ldz) / dk;
        double sy = TriangleKernel.component(ky, ldx, ldy, ldz) / dk;
        double sz = 1 / dk;
        if (brute) {
            double[] t = mesh.slotTriangles;
            int[] index = mesh.slotIndex;
            // Every triangle; the order of visits does not matter, the comparison breaks every tie
            for (int s = 0; s < index.length; s++) {
                triangle(t, s, index[s], i, lox, loy, loz, kx, ky, kz, sx, sy, sz, tIn, tOut, ws);
            }
            return;
        }
        walkMesh(mesh, i, lox, loy, loz, ldx, ldy, ldz, kx, ky, kz, sx, sy, sz, gl, tIn, tOut, ws);
    }

    /** One triangle of object {@code i} (slot {@code s}, triangle {@code index}): kernel, clamp, compare. */
    private static void triangle(double[] t, int s, int index, int i, double lox, double loy, double loz, int kx,
                                 int ky, int kz, double sx, double sy, double sz, double tIn, double tOut,
                                 MeshPickWorkspace ws) {
        int b = 9 * s;
        MutableTriangleHit hit = ws.hit;
        if (TriangleKernel.intersect(lox, loy, loz, kx, ky, kz, sx, sy, sz, t[b], t[b + 1], t[b + 2], t[b + 3],
                t[b + 4], t[b + 5], t[b + 6], t[b + 7], t[b + 8], 0, Double.POSITIVE_INFINITY, hit)) {
            double clamped = Math.min(Math.max(hit.t(), tIn), tOut);
            if (ws.better(clamped, i, index)) {
                ws.best = clamped;
                ws.bestObject = i;
                ws.bestTriangle = index;
                ws.bestW = hit.w();
                ws.bestU = hit.u();
                ws.bestV = hit.v();
            }
        }
    }

    /** The mesh's hierarchy, nearest lower bound first, in the object's frame. */
    private static void walkMesh(Mesh3d mesh, int i, double lox, double loy, double loz, double ldx, double ldy,
                                 double ldz, int kx, int ky, int kz, double sx, double sy, double sz, double gl,
                                 double tIn, double tOut, MeshPickWorkspace ws) {
        ws.ensureMesh(mesh.depth + 2);
        int[] stack = ws.meshNodes;
        double[] keys = ws.meshEntries;
        double[] nb = mesh.nodeBounds;
        int[] nd = mesh.nodeData;
        double[] tris = mesh.slotTriangles;
        int[] slotIndex = mesh.slotIndex;
        double ok = TriangleKernel.component(kz, lox, loy, loz);
        int top = 0;
        int node = 0;
        double key = lowerBound(nb, 0, kz, ok, sz, tIn);
        while (true) {
            if (key <= ws.best && line(nb, 6 * node, gl, lox, loy, loz, ldx, ldy, ldz)) {
                int count = nd[2 * node + 1];
                if (count > 0) {
                    int first = nd[2 * node];
                    for (int s = first; s < first + count; s++) {
                        triangle(tris, s, slotIndex[s], i, lox, loy, loz, kx, ky, kz, sx, sy, sz, tIn, tOut, ws);
                    }
                } else {
                    int left = node + 1;
                    int right = nd[2 * node];
                    double kl = lowerBound(nb, left, kz, ok, sz, tIn);
                    double kr = lowerBound(nb, right, kz, ok, sz, tIn);
                    boolean leftFirst = kl <= kr;
                    stack[top] = leftFirst ? right : left;
                    keys[top++] = leftFirst ? kr : kl;
                    node = leftFirst ? left : right;
                    key = leftFirst ? kl : kr;
                    continue;
                }
            }
            if (top == 0) {
                return;
            }
            node = stack[--top];
            key = keys[top];
        }
    }

    /**
     * The least clamped {@code t} a triangle under the node can have: the parameter where the ray
     * reaches the node's bounds along the dominant axis, less its slack, and at least {@code tIn}; or
     * infinity when every such parameter is behind the origin.
     */
    private static double lowerBound(double[] nb, int node, int kz, double ok, double sz, double tIn) {
        double a = sz * (nb[6 * node + kz] - ok);
        double b = sz * (nb[6 * node + 3 + kz] - ok);
        double lo = Math.min(a, b);
        double hi = Math.max(a, b);
        double slack = T_SLACK_RELATIVE * Math.max(Math.abs(lo), Math.abs(hi));
        if (hi + slack < 0) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.max(lo - slack, tIn);
    }

    /** Whether the ray's whole line meets the bounds {@code b[o .. o + 5]} grown by {@code g}. */
    private static boolean line(double[] b, int o, double g, double ox, double oy, double oz, double dx, double dy,
                                double dz) {
        return !Double.isNaN(enter(b, o, g, ox, oy, oz, dx, dy, dz, Double.NEGATIVE_INFINITY,
                Double.POSITIVE_INFINITY));
    }
}
