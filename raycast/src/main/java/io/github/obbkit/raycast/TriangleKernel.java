package io.github.obbkit.raycast;

/**
 * The watertight ray-triangle test, once, on raw numbers: the kernel under {@link RayTriangle} and
 * {@link MeshPicker3d}. It follows Woop, Benthin and Wald, "Watertight Ray/Triangle Intersection",
 * JCGT 2(1), 2013: the ray's origin is moved to 0 and the ray sheared so that it runs along the
 * dominant axis of its direction, after which the test is two-dimensional: the signs of three edge
 * functions at the origin. It owns the test's policy: the choice of the dominant axis, the tie rule
 * (an edge function of exactly 0 counts as inside, so a ray through a shared edge or vertex hits every
 * triangle around it), and the exact sign of an edge function that rounds to 0.
 *
 * <p><b>Why it is watertight.</b> A vertex's sheared coordinates depend on the vertex and the ray
 * only, so two triangles sharing an edge see the same two points; an edge function is computed so
 * that the edge walked the other way gives exactly its negation; and its sign is exact. The first two
 * are the paper's; the third is where this kernel departs from it. The paper computes in {@code float}
 * and recomputes an edge function that came out 0 in {@code double}, where the products of floats are
 * exact. Here everything is already {@code double}, so a zero is recomputed exactly instead: rounding
 * is monotone, so {@code fl(a b) - fl(c d)} has the sign of {@code a b - c d} whenever it is not 0,
 * and when the two products round to the same double their exact difference is the difference of
 * their rounding errors, each of which a fused multiply-add gives exactly. The edge functions are
 * then exact orientation tests on the sheared vertices, and the triangles of a closed mesh, sheared,
 * still tile the plane around the ray's origin without a gap. Limits (products that overflow or fall
 * below the normal range) are derived in the project's {@code docs/precision.md}.
 *
 * <p>No checks: the callers validate. Allocates nothing.
 */
final class TriangleKernel {
    private TriangleKernel() {
    }

    /** The index of the largest component in magnitude, the first of equals: the ray's dominant axis. */
    static int dominantAxis(double dx, double dy, double dz) {
        double ax = Math.abs(dx);
        double ay = Math.abs(dy);
        double az = Math.abs(dz);
        if (ax >= ay && ax >= az) {
            return 0;
        }
        return ay >= az ? 1 : 2;
    }

    /** Component {@code k} of {@code (x, y, z)}. */
    static double component(int k, double x, double y, double z) {
        return k == 0 ? x : k == 1 ? y : z;
    }

    /**
     * Tests a ray against a triangle, preparing the ray's shear on the spot; see
     * {@link #intersect(double, double, double, int, int, int, double, double, double, double, double,
     * double, double, double, double, double, double, double, double, double, MutableTriangleHit)}.
     */
    static boolean intersect(double ox, double oy, double oz, double dx, double dy, double dz,
                             double ax, double ay, double az, double bx, double by, double bz,
                             double cx, double cy, double cz, double tMin, double tMax, MutableTriangleHit dest) {
        int kz = dominantAxis(dx, dy, dz);
        int kx = kz == 2 ? 0 : kz + 1;
        int ky = kx == 2 ? 0 : kx + 1;
        double dz0 = component(kz, dx, dy, dz);
        if (dz0 < 0) {
            // Swapping the other two axes keeps a triangle's winding as the ray sees it.
            int swap = kx;
            kx = ky;
            ky = swap;
        }
        double sx = component(kx, dx, dy, dz) / dz0;
        double sy = component(ky, dx, dy, dz) / dz0;
        double sz = 1 / dz0;
        return intersect(ox, oy, oz, kx, ky, kz, sx, sy, sz, ax, ay, az, bx, by, bz, cx, cy, cz, tMin, tMax, dest);
    }

    /**
     * Tests a prepared ray against the triangle {@code (a, b, c)} over {@code [tMin, tMax]}, closed.
     * The ray is its origin, the permutation {@code (kx, ky, kz)} of the axes that makes the dominant
     * axis {@code kz}, and the shear {@code sx = d[kx] / d[kz]}, {@code sy = d[ky] / d[kz]},
     * {@code sz = 1 / d[kz]}. A hit writes {@code t} and the barycentric weights of {@code a}, {@code b}
     * and {@code c} into {@code dest}; a miss only clears its flag.
     *
     * @return true if the ray hits the triangle at a {@code t} in range
     */
    static boolean intersect(double ox, double oy, double oz, int kx, int ky, int kz, double sx, double sy,
                             double sz, double ax, double ay, double az, double bx, double by, double bz,
                             double cx, double cy, double cz, double tMin, double tMax, MutableTriangleHit dest) {
        // A, B, C = vertices - origin, permuted so that z is the dominant axis
        double a0 = ax - ox;
        double a1 = ay - oy;
        double a2 = az - oz;
        double b0 = bx - ox;
        double b1 = by - oy;
        double b2 = bz - oz;
        double c0 = cx - ox;
        double c1 = cy - oy;
        double c2 = cz - oz;
        double aZ = component(kz, a0, a1, a2);
        double bZ = component(kz, b0, b1, b2);
        double cZ = component(kz, c0, c1, c2);
        // Sheared: (x - sx z, y - sy z), the ray now running along z through (0, 0)
        double aX = component(kx, a0, a1, a2) - sx * aZ;
        double aY = component(ky, a0, a1, a2) - sy * aZ;
        double bX = component(kx, b0, b1, b2) - sx * bZ;
        double bY = component(ky, b0, b1, b2) - sy * bZ;
        double cX = component(kx, c0, c1, c2) - sx * cZ;
        double cY = component(ky, c0, c1, c2) - sy * cZ;
        // U = C x B, V = A x C, W = B x A: twice the signed areas seen from the origin
        double u = edge(cX, bY, cY, bX);
        double v = edge(aX, cY, aY, cX);
        double w = edge(bX, aY, bY, aX);
        // Mixed signs: the origin is outside; zeros count as inside on both sides of an edge
        if ((u < 0 || v < 0 || w < 0) && (u > 0 || v > 0 || w > 0)) {
            return dest.miss();
        }
        double det = u + v + w;
        // det == 0: the triangle is seen edge-on (or is degenerate); NaN: a product overflowed
        if (!(Math.abs(det) > 0)) {
            return dest.miss();
        }
        // t = (U Az + V Bz + W Cz) / det, the scaled z coordinates weighted by the barycentrics
        double t = (u * (sz * aZ) + v * (sz * bZ) + w * (sz * cZ)) / det;
        if (!(t >= tMin && t <= tMax && Math.abs(t) < Double.POSITIVE_INFINITY)) {
            return dest.miss();
        }
        dest.set(t, u / det, v / det, w / det);
        return true;
    }

    /**
     * {@code p q - r s} with its exact sign (see the class comment), and antisymmetric to the bit:
     * {@code edge(r, s, p, q) == -edge(p, q, r, s)}.
     */
    static double edge(double p, double q, double r, double s) {
        double pq = p * q;
        double rs = r * s;
        if (pq != rs) {
            return pq - rs;
        }
        // Equal roundings: the exact difference is that of the rounding errors, each exact by FMA
        return Math.fma(p, q, -pq) - Math.fma(r, s, -rs);
    }
}
