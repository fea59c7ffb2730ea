package io.github.obbkit.verification.robustness;

import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.oracle.Oracles3d;
import java.util.Locale;
import java.util.random.RandomGenerator;
import org.joml.Matrix3d;
import org.joml.Matrix4d;

/**
 * 3D boxes, pairs of boxes and affine transforms in each {@link Regime}.
 *
 * <p>A pair is placed as in {@link RegimeCases2d}: B is moved from A's centre to where the boxes
 * touch along a direction, by bisection on {@link Oracles3d#separation} at the pair's own
 * coordinates, then moved by {@code 1} to {@code 1000} bands either way (half the time), left
 * touching (one time in ten), or put anywhere up to twice the touching distance. Half the
 * directions run between two of A's face normals, so that edges meet edges and the edge-edge axes
 * decide.
 */
final class RegimeCases3d {
    private static final double[] IDENTITY = {1, 0, 0, 0, 1, 0, 0, 0, 1};

    private RegimeCases3d() {
    }

    // ---------------------------------------------------------------------------------- rotations

    /** Rows of a uniformly random rotation (Shoemake), or one time in four a signed axis permutation. */
    static double[] rotation(RandomGenerator random) {
        if (random.nextInt(4) == 0) {
            return signedPermutation(random);
        }
        double u1 = random.nextDouble();
        double u2 = 2 * Math.PI * random.nextDouble();
        double u3 = 2 * Math.PI * random.nextDouble();
        double a = Math.sqrt(1 - u1);
        double b = Math.sqrt(u1);
        double x = a * Math.sin(u2);
        double y = a * Math.cos(u2);
        double z = b * Math.sin(u3);
        double w = b * Math.cos(u3);
        // Rows: the images of the world axes under the quaternion.
        return new double[] {
            1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w),
            2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w),
            2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)};
    }

    /** One of the 48 signed permutations of the world axes, as rows: every component 0 or ±1. */
    static double[] signedPermutation(RandomGenerator random) {
        Matrix3d m = Generators3d.signedPermutation().next(random);
        return new double[] {m.m00, m.m10, m.m20, m.m01, m.m11, m.m21, m.m02, m.m12, m.m22};
    }

    /** Row {@code i} of {@code rows} as a vector. */
    static double[] row(double[] rows, int i) {
        return new double[] {rows[3 * i], rows[3 * i + 1], rows[3 * i + 2]};
    }

    /** The rows turned by {@code angle} about the unit axis {@code k} (Rodrigues, accurate for tiny angles). */
    static double[] turned(double[] rows, double[] k, double angle) {
        double s = Math.sin(angle);
        double versine = 2 * Math.sin(angle / 2) * Math.sin(angle / 2); // 1 - cos, without cancellation
        double[] out = new double[9];
        for (int i = 0; i < 3; i++) {
            double[] v = row(rows, i);
            double kv = k[0] * v[0] + k[1] * v[1] + k[2] * v[2];
            double[] kxv = {k[1] * v[2] - k[2] * v[1], k[2] * v[0] - k[0] * v[2], k[0] * v[1] - k[1] * v[0]};
            for (int c = 0; c < 3; c++) {
                out[3 * i + c] = v[c] + s * kxv[c] - versine * (v[c] - kv * k[c]);
            }
        }
        return out;
    }

    /** The rows with their order and signs changed by a random signed permutation (exactly). */
    static double[] permuted(double[] rows, RandomGenerator random) {
        double[] p = signedPermutation(random);
        double[] out = new double[9];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                if (p[3 * i + j] != 0) {
                    for (int c = 0; c < 3; c++) {
                        out[3 * i + c] = p[3 * i + j] * rows[3 * j + c];
                    }
                }
            }
        }
        return out;
    }

    /**
     * Rows nearly parallel to {@code rows}: permuted, half the time turned about one of them by a
     * random angle (so that only one edge direction stays nearly shared), then turned by
     * {@code 1e-8..1e-2} rad about a random axis.
     */
    static double[] nearlyParallel(double[] rows, RandomGenerator random) {
        double[] r = permuted(rows, random);
        if (random.nextBoolean()) {
            r = turned(r, row(rows, random.nextInt(3)), random.nextDouble(0, 2 * Math.PI));
        }
        return turned(r, Regime.unit(random, 3), Regime.tinyAngle(random));
    }

    static Obb3d box(double[] c, double[] r, double[] h) {
        return Obb3d.fromAxes(c[0], c[1], c[2], r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], h[0], h[1], h[2]);
    }

    static Obb3d at(Obb3d b, double x, double y, double z) {
        return Obb3d.fromAxes(x, y, z, b.axisXx(), b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz(),
                b.halfExtentX(), b.halfExtentY(), b.halfExtentZ());
    }

    static double[] rows(Obb3d b) {
        return new double[] {b.axisXx(), b.axisXy(), b.axisXz(), b.axisYx(), b.axisYy(), b.axisYz(), b.axisZx(), b.axisZy(), b.axisZz()};
    }

    // -------------------------------------------------------------------------------------- pairs

    /**
     * Pairs of a regime with a band, placed near touching (see the class comment); for
     * {@link Regime#NEAR_PARALLEL}, B's axes are A's made {@link #nearlyParallel}.
     *
     * @param regime the regime
     * @return the generator, family the regime's name
     */
    static Gen<ObbPair3d> pairs(Regime regime) {
        return random -> {
            if (regime == Regime.NEAR_PARALLEL && random.nextBoolean()) {
                return crossingNearlyParallelEdges(random);
            }
            double s = regime.size(random);
            double[] c = regime.centre(random, s, 3);
            double[] ra = rotation(random);
            double[] rb = regime == Regime.NEAR_PARALLEL ? nearlyParallel(ra, random) : rotation(random);
            Obb3d a = box(c, ra, regime.extents(random, s, 3));
            Obb3d b = box(c, rb, regime.extents(random, s, 3));
            double[] dir = random.nextBoolean() ? Regime.unit(random, 3) : betweenFaces(rows(a), random);
            return new ObbPair3d(a, place(a, b, dir, random), regime.name());
        };
    }

    /**
     * The case Sat3d's epsilon is sized for: an edge of B within {@code 1e-8..1e-2} rad of parallel
     * to an edge of A, the two crossing (seen along their common normal {@code n = a_i x b_j}) at a
     * point inside both, B on the far side of the plane through A's edge, at a distance {@code g}
     * along {@code n}. B is A's axes turned about {@code a_i} by a random angle, then tilted, so the
     * cross-sections meet corner to corner: the pair is {@code g} apart (or overlapping, for
     * {@code g < 0}), separated only along {@code n}, an edge-edge axis of length {@code sin θ},
     * while the face axes see a gap smaller by up to {@code θ} times the edges' length. {@code g} is
     * 0.1 to 1000 bands either way, or 0.
     *
     * @return the pair, family "crossingEdges"
     */
    static ObbPair3d crossingNearlyParallelEdges(RandomGenerator random) {
        Regime regime = Regime.NEAR_PARALLEL;
        double size = regime.size(random);
        double[] c = regime.centre(random, size, 3);
        double[] ra = rotation(random);
        int i = random.nextInt(3);
        double[] ai = row(ra, i);
        double[] k = Regime.unit(random, 3);
        double along = k[0] * ai[0] + k[1] * ai[1] + k[2] * ai[2];
        k = normalised(new double[] {k[0] - along * ai[0], k[1] - along * ai[1], k[2] - along * ai[2]});
        double[] rb = turned(turned(permuted(ra, random), ai, random.nextDouble(0, 2 * Math.PI)), k,
                Regime.tinyAngle(random));
        Obb3d a = box(c, ra, regime.extents(random, size, 3));
        Obb3d b = box(c, rb, regime.extents(random, size, 3));
        // From the stored axes on, so that the construction is exact for the boxes as they are.
        double[] sa = rows(a);
        double[] sb = rows(b);
        ai = row(sa, i);
        int j = 0;
        for (int m = 1; m < 3; m++) {
            if (Math.abs(dot(row(sb, m), ai)) > Math.abs(dot(row(sb, j), ai))) {
                j = m;
            }
        }
        double[] bj = row(sb, j);
        double sign = random.nextBoolean() ? 1 : -1;
        double[] n = normalised(new double[] {sign * (ai[1] * bj[2] - ai[2] * bj[1]),
            sign * (ai[2] * bj[0] - ai[0] * bj[2]), sign * (ai[0] * bj[1] - ai[1] * bj[0])});
        double[] ha = {a.halfExtentX(), a.halfExtentY(), a.halfExtentZ()};
        double[] hb = {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()};
        // A point inside A's edge along a_i that faces n, and one inside B's edge along b_j that faces -n.
        double[] pa = new double[3];
        double[] pb = new double[3];
        for (int m = 0; m < 3; m++) {
            double wa = m == i ? random.nextDouble(-0.8, 0.8) : Math.signum(dot(row(sa, m), n));
            double wb = m == j ? random.nextDouble(-0.8, 0.8) : -Math.signum(dot(row(sb, m), n));
            for (int q = 0; q < 3; q++) {
                pa[q] += wa * ha[m] * sa[3 * m + q];
                pb[q] += wb * hb[m] * sb[3 * m + q];
            }
        }
        double scale = 2 * (ha[0] + ha[1] + ha[2] + hb[0] + hb[1] + hb[2]);
        double g = random.nextInt(10) == 0 ? 0
                : (random.nextBoolean() ? 1 : -1) * Sat3d.BAND_RELATIVE * scale * Regime.pow10(random, -1, 3);
        return new ObbPair3d(a, at(b, c[0] + pa[0] - pb[0] + g * n[0], c[1] + pa[1] - pb[1] + g * n[1],
                c[2] + pa[2] - pb[2] + g * n[2]), "crossingEdges");
    }

    private static double dot(double[] u, double[] v) {
        return u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
    }

    private static double[] normalised(double[] v) {
        double len = Math.sqrt(dot(v, v));
        return new double[] {v[0] / len, v[1] / len, v[2] / len};
    }

    /** A unit direction between two face normals of a box (towards one of its edges), a little off their plane. */
    static double[] betweenFaces(double[] rows, RandomGenerator random) {
        return edgeNormal(rows, random, 0.2);
    }

    /**
     * A unit direction {@code ±cos φ a_i ± sin φ a_j + w a_k} for two axes {@code a_i, a_j} of a box,
     * {@code φ} at least 0.05 rad from either, and {@code w} uniform in {@code [-tilt, tilt]} along the
     * third axis: with {@code tilt = 0}, a normal of a plane that supports the box along an edge.
     */
    static double[] edgeNormal(double[] rows, RandomGenerator random, double tilt) {
        int i = random.nextInt(3);
        int j = (i + 1 + random.nextInt(2)) % 3;
        int k = 3 - i - j;
        double phi = random.nextDouble(0.05, Math.PI / 2 - 0.05);
        double si = (random.nextBoolean() ? 1 : -1) * Math.cos(phi);
        double sj = (random.nextBoolean() ? 1 : -1) * Math.sin(phi);
        double sk = tilt == 0 ? 0 : random.nextDouble(-tilt, tilt);
        double[] n = new double[3];
        for (int c = 0; c < 3; c++) {
            n[c] = si * rows[3 * i + c] + sj * rows[3 * j + c] + sk * rows[3 * k + c];
        }
        double len = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        return new double[] {n[0] / len, n[1] / len, n[2] / len};
    }

    /** B moved from A's centre along {@code dir} to near touching; see the class comment. */
    static Obb3d place(Obb3d a, Obb3d b, double[] dir, RandomGenerator random) {
        double touch = touchingDistance(a, b, dir);
        double scale = touch + a.halfExtentX() + a.halfExtentY() + a.halfExtentZ() + b.halfExtentX()
                + b.halfExtentY() + b.halfExtentZ();
        double u = random.nextDouble();
        double d;
        if (u < 0.1) {
            d = touch;
        } else if (u < 0.6) {
            d = touch + (random.nextBoolean() ? 1 : -1) * Sat3d.BAND_RELATIVE * scale * Regime.pow10(random, 0, 3);
        } else {
            d = touch * random.nextDouble(0, 2);
        }
        return at(b, a.centerX() + d * dir[0], a.centerY() + d * dir[1], a.centerZ() + d * dir[2]);
    }

    /** The largest distance along {@code dir} at which B still touches A by the oracle, by bisection. */
    static double touchingDistance(Obb3d a, Obb3d b, double[] dir) {
        double lo = 0;
        double hi = 2 * (radius(a) + radius(b));
        double enough = 1e-3 * Sat3d.BAND_RELATIVE * hi;
        for (int i = 0; i < 200 && hi - lo > enough; i++) {
            double mid = 0.5 * (lo + hi);
            if (mid == lo || mid == hi) {
                break;
            }
            Obb3d probe = at(b, a.centerX() + mid * dir[0], a.centerY() + mid * dir[1], a.centerZ() + mid * dir[2]);
            if (Oracles3d.separation(a, probe) > 0) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return lo;
    }

    static double radius(Obb3d b) {
        return Math.sqrt(b.halfExtentX() * b.halfExtentX() + b.halfExtentY() * b.halfExtentY()
                + b.halfExtentZ() * b.halfExtentZ());
    }

    /**
     * Pairs that touch exactly, in integer coordinates: centres up to {@code 1e7} from the origin,
     * half-extents up to {@code 1e6} (zero included), axes a signed permutation of the world's, B
     * against a face of A, along an edge or at a corner.
     *
     * @return the generator, family "touchingAlong" and the world axis of contact (0, 1 or 2)
     */
    static Gen<ObbPair3d> integerTouchingPairs() {
        return random -> {
            long e = (long) Regime.pow10(random, 0, 6);
            double[] ha = {random.nextLong(0, e + 1), random.nextLong(0, e + 1), random.nextLong(0, e + 1)};
            double[] hb = {random.nextLong(0, e + 1), random.nextLong(0, e + 1), random.nextLong(0, e + 1)};
            double[] ra = random.nextBoolean() ? IDENTITY : signedPermutation(random);
            double[] rb = random.nextBoolean() ? IDENTITY : signedPermutation(random);
            double[] ca = {random.nextLong(-10_000_000, 10_000_001), random.nextLong(-10_000_000, 10_000_001),
                random.nextLong(-10_000_000, 10_000_001)};
            int axis = random.nextInt(3);
            double[] cb = new double[3];
            for (int k = 0; k < 3; k++) {
                long reach = worldHalfWidth(ra, ha, k) + worldHalfWidth(rb, hb, k);
                boolean end = k == axis || random.nextInt(10) < 3;
                cb[k] = ca[k] + (end ? (random.nextBoolean() ? reach : -reach) : random.nextLong(-reach, reach + 1));
            }
            return new ObbPair3d(box(ca, ra, ha), box(cb, rb, hb), "touchingAlong" + axis);
        };
    }

    private static long worldHalfWidth(double[] r, double[] h, int k) {
        long w = 0;
        for (int i = 0; i < 3; i++) {
            w += (long) (Math.abs(r[3 * i + k]) * h[i]);
        }
        return w;
    }

    private static int contactAxis(ObbPair3d p) {
        return p.family().charAt(p.family().length() - 1) - '0';
    }

    /** How far apart the centres of an {@link #integerTouchingPairs()} pair are along the axis of contact. */
    static double contactDistance(ObbPair3d p) {
        int axis = contactAxis(p);
        return Math.abs(axis == 0 ? p.b().centerX() - p.a().centerX()
                : axis == 1 ? p.b().centerY() - p.a().centerY() : p.b().centerZ() - p.a().centerZ());
    }

    /**
     * B of an {@link #integerTouchingPairs()} pair moved by {@code distance} along the axis of
     * contact: away from A for a positive distance, towards A's centre for a negative one.
     */
    static Obb3d movedAlongContact(ObbPair3d p, double distance) {
        int axis = contactAxis(p);
        double[] d = {p.b().centerX() - p.a().centerX(), p.b().centerY() - p.a().centerY(),
            p.b().centerZ() - p.a().centerZ()};
        double s = d[axis] >= 0 ? distance : -distance;
        return p.b().translated(axis == 0 ? s : 0, axis == 1 ? s : 0, axis == 2 ? s : 0);
    }

    /** The shortest edge-edge axis {@code |a_i x b_j|}: the sine of the smallest angle between an axis of A and one of B. */
    static double smallestAxisAngle(Obb3d a, Obb3d b) {
        double[] ra = rows(a);
        double[] rb = rows(b);
        double least = 1;
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                double[] u = row(ra, i);
                double[] v = row(rb, j);
                double x = u[1] * v[2] - u[2] * v[1];
                double y = u[2] * v[0] - u[0] * v[2];
                double z = u[0] * v[1] - u[1] * v[0];
                least = Math.min(least, Math.sqrt(x * x + y * y + z * z));
            }
        }
        return least;
    }

    /** Largest half-extent over smallest (infinite for a flat box). */
    static double aspect(Obb3d b) {
        double lo = Math.min(Math.min(b.halfExtentX(), b.halfExtentY()), b.halfExtentZ());
        double hi = Math.max(Math.max(b.halfExtentX(), b.halfExtentY()), b.halfExtentZ());
        return hi / lo;
    }

    /** The largest absolute centre coordinate. */
    static double reach(Obb3d... boxes) {
        double far = 0;
        for (Obb3d b : boxes) {
            far = Math.max(far, Math.max(Math.max(Math.abs(b.centerX()), Math.abs(b.centerY())), Math.abs(b.centerZ())));
        }
        return far;
    }

    // --------------------------------------------------------------------------------- transforms

    /**
     * An affine transform and the axis-aligned box it moves, and an oriented box of the same regime
     * whose bounds are taken, printed as Java source.
     *
     * @param transform the transform (bottom row exactly {@code (0, 0, 0, 1)})
     * @param box       the box
     * @param oriented  the oriented box
     */
    record Transform(Matrix4d transform, Aabb3d box, Obb3d oriented) {
        @Override
        public String toString() {
            Matrix4d m = transform;
            return String.format(Locale.ROOT, "%n    Matrix4d m = new Matrix4d(%s, %s, %s, 0, %s, %s, %s, 0, %s, %s, %s, 0,"
                            + " %s, %s, %s, 1);%n    Aabb3d box = %s;%n    Obb3d oriented = %s;", m.m00(), m.m01(),
                    m.m02(), m.m10(), m.m11(), m.m12(), m.m20(), m.m21(), m.m22(), m.m30(), m.m31(), m.m32(), box,
                    oriented);
        }
    }

    /** JOML's column order: column j (the image of local axis j) is row j of {@code rows} times {@code scale[j]}. */
    private static Matrix4d matrix(double[] rows, double[] scale, double[] t) {
        double[] m = new double[9];
        for (int j = 0; j < 3; j++) {
            for (int k = 0; k < 3; k++) {
                m[3 * j + k] = scale[j] * rows[3 * j + k];
            }
        }
        return new Matrix4d(m[0], m[1], m[2], 0, m[3], m[4], m[5], 0, m[6], m[7], m[8], 0, t[0], t[1], t[2], 1);
    }

    /**
     * Transforms of a regime with a band: a rotation times a scale per axis (negative two times in
     * five) and a translation, moving a box of the regime's size; for {@link Regime#FAR} the
     * translation, or the box, lies {@code 1e5..1e7} from the origin, for {@link Regime#ELONGATED}
     * the scales differ by up to {@code 1e6}, for {@link Regime#NEAR_PARALLEL} the rotation is within
     * {@code 1e-8..1e-2} rad of a signed axis permutation.
     *
     * @param regime the regime
     * @return the generator
     */
    static Gen<Transform> transforms(Regime regime) {
        return random -> {
            double s = regime.size(random);
            double[] rows = regime == Regime.NEAR_PARALLEL
                    ? turned(signedPermutation(random), Regime.unit(random, 3), Regime.tinyAngle(random))
                    : rotation(random);
            double[] scale = regime == Regime.ELONGATED ? regime.extents(random, 1, 3)
                    : new double[] {Regime.pow10(random, -1, 1), Regime.pow10(random, -1, 1), Regime.pow10(random, -1, 1)};
            for (int j = 0; j < 3; j++) {
                scale[j] *= random.nextInt(5) < 2 ? -1 : 1;
            }
            boolean farBox = regime == Regime.FAR && random.nextBoolean();
            double[] t = farBox ? new double[3] : regime.centre(random, s, 3);
            double[] c = farBox ? regime.centre(random, s, 3) : Regime.SCALE.centre(random, s, 3);
            double[] h = regime == Regime.ELONGATED ? regime.extents(random, s, 3) : Regime.SCALE.extents(random, s, 3);
            double[] oc = regime.centre(random, s, 3);
            double[] orows = regime == Regime.NEAR_PARALLEL
                    ? turned(signedPermutation(random), Regime.unit(random, 3), Regime.tinyAngle(random))
                    : rotation(random);
            Obb3d oriented = box(oc, orows, regime.extents(random, s, 3));
            return new Transform(matrix(rows, scale, t), Aabb3d.fromCenter(c[0], c[1], c[2], h[0], h[1], h[2]), oriented);
        };
    }

    /**
     * Transforms whose every product and sum is exact: a signed axis permutation times integer scales
     * up to {@code 1000} (zero and negative included), an integer translation up to {@code 1e7}, and
     * a box with integer bounds up to {@code 1e6}; the oriented box has an integer centre up to
     * {@code 1e7}, integer half-extents up to {@code 1e6} and a signed axis permutation for axes.
     *
     * @return the generator
     */
    static Gen<Transform> integerTransforms() {
        return random -> {
            double[] scale = {random.nextInt(-1000, 1001), random.nextInt(-1000, 1001), random.nextInt(-1000, 1001)};
            double[] t = {random.nextLong(-10_000_000, 10_000_001), random.nextLong(-10_000_000, 10_000_001),
                random.nextLong(-10_000_000, 10_000_001)};
            long e = (long) Regime.pow10(random, 0, 6);
            double[] lo = new double[3];
            double[] hi = new double[3];
            for (int k = 0; k < 3; k++) {
                lo[k] = random.nextLong(-e, e + 1);
                hi[k] = lo[k] + random.nextLong(0, e + 1);
            }
            double[] oc = {random.nextLong(-10_000_000, 10_000_001), random.nextLong(-10_000_000, 10_000_001),
                random.nextLong(-10_000_000, 10_000_001)};
            double[] oh = {random.nextLong(0, e + 1), random.nextLong(0, e + 1), random.nextLong(0, e + 1)};
            return new Transform(matrix(signedPermutation(random), scale, t), Aabb3d.of(lo[0], lo[1], lo[2], hi[0], hi[1],
                    hi[2]), box(oc, signedPermutation(random), oh));
        };
    }
}
