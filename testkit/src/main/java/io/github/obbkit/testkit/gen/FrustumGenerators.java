package io.github.obbkit.testkit.gen;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.testkit.property.Gen;
import org.joml.Matrix3d;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Vector3d;
import org.joml.Vector4d;

/**
 * Cameras and the boxes that test a frustum test: see the package comment. Sizes are relative to the
 * frustum's own, so the same families are hard at every scale.
 */
public final class FrustumGenerators {
    private FrustumGenerators() {
    }

    /**
     * Cameras: seven in ten perspective (vertical field of view 2 to 150 degrees, aspect 0.2 to 5, near
     * plane 0.001 to 1, far plane 2 to 10,000 times farther; one in five off-axis, JOML's
     * {@code frustum}), three in ten orthographic (near plane possibly behind the eye); either depth
     * convention; the eye within 10 units of the origin, or one in five times about a million units
     * away; looking in a uniformly random direction; one in ten of those near the origin built from a
     * {@code Matrix4f} (far from it, float rounding leaves no frustum).
     *
     * @return the generator
     */
    public static Gen<Frustum> frustum() {
        return random -> {
            boolean zeroToOne = random.nextBoolean();
            Matrix4d projection = new Matrix4d();
            if (random.nextDouble() < 0.7) {
                double near = Math.pow(10, -3 + 3 * random.nextDouble());
                double far = near * Math.pow(10, Math.log10(2) + (4 - Math.log10(2)) * random.nextDouble());
                double aspect = Math.pow(10, -0.7 + 1.4 * random.nextDouble());
                double fovy = Math.toRadians(2 + 148 * random.nextDouble());
                if (random.nextDouble() < 0.2) {
                    double top = near * Math.tan(fovy / 2);
                    double shiftX = (random.nextDouble() * 2 - 1) * top;
                    double shiftY = (random.nextDouble() * 2 - 1) * top;
                    projection.frustum(-top * aspect + shiftX, top * aspect + shiftX, -top + shiftY, top + shiftY,
                            near, far, zeroToOne);
                } else {
                    projection.perspective(fovy, aspect, near, far, zeroToOne);
                }
            } else {
                double w = Math.pow(10, -1 + 3 * random.nextDouble());
                double h = w * Math.pow(10, -0.7 + 1.4 * random.nextDouble());
                double near = (random.nextDouble() * 2 - 1) * w;
                double far = near + w * Math.pow(10, -1 + 3 * random.nextDouble());
                double sx = (random.nextDouble() - 0.5) * w;
                projection.ortho(-w + sx, w + sx, -h, h, near, far, zeroToOne);
            }
            double scale = random.nextDouble() < 0.2 ? 1e6 : 10;
            Vector3d eye = new Vector3d(unit(random)).mul(scale * random.nextDouble());
            Vector3d dir = unit(random);
            Vector3d up = unit(random);
            if (up.cross(dir, new Vector3d()).length() < 0.1) {
                up.set(dir.y, -dir.x, dir.z).cross(dir).normalize();
            }
            Matrix4d vp = projection.lookAt(eye.x, eye.y, eye.z, eye.x + dir.x, eye.y + dir.y, eye.z + dir.z, up.x,
                    up.y, up.z);
            Frustum.DepthRange depth = zeroToOne ? Frustum.DepthRange.ZERO_TO_ONE : Frustum.DepthRange.NEGATIVE_ONE_TO_ONE;
            return scale < 100 && random.nextDouble() < 0.1 ? Frustum.of(new Matrix4f(vp), depth) : Frustum.of(vp, depth);
        };
    }

    /**
     * A frustum and a box from every family, in equal parts: {@code around} (anywhere near the
     * frustum), {@code nearPlane} (straddling the near plane, sized like it), {@code behind} (behind
     * the camera), {@code thin} (flat on one or two axes, or a segment), {@code huge} (up to ten
     * thousand times the frustum), {@code outsideCorner}, {@code outsideEdge}, {@code outsideFace}
     * (a hair outside, or inside, a corner, an edge or a face, in a direction of that feature's normal
     * cone, so separated when the hair is positive) and {@code inside}.
     *
     * @return the generator
     */
    public static Gen<FrustumCase> frustumCase() {
        Gen<Frustum> frustums = frustum();
        String[] families = {"around", "nearPlane", "behind", "thin", "huge", "outsideCorner", "outsideEdge",
            "outsideFace", "inside"};
        return random -> {
            Frustum f = frustums.next(random);
            String family = families[random.nextInt(families.length)];
            return new FrustumCase(f, box(f, family, random), family);
        };
    }

    /**
     * A box of the named family (see {@link #frustumCase()}) for the frustum.
     *
     * @param f      the frustum
     * @param family the family's name
     * @param random the random source
     * @return the box
     * @throws IllegalArgumentException if the family is unknown
     */
    public static Obb3d box(Frustum f, String family, java.util.random.RandomGenerator random) {
        double[] q = f.corners(new double[24]);
        double size = 0;
        for (int i = 1; i < 8; i++) {
            size = Math.max(size, dist(q, 0, i));
        }
        double nearSize = Math.max(dist(q, 0, 3), 1e-300);
        Matrix3d r = Generators3d.uniformRotation().next(random);
        switch (family) {
            case "around": {
                double[] c = trilinear(q, -0.3 + 1.6 * random.nextDouble(), -0.3 + 1.6 * random.nextDouble(),
                        -0.3 + 1.6 * random.nextDouble());
                return box(c, r, size * logUniform(random, -4, 0), size * logUniform(random, -4, 0),
                        size * logUniform(random, -4, 0));
            }
            case "nearPlane": {
                double[] c = trilinear(q, -0.3 + 1.6 * random.nextDouble(), -0.3 + 1.6 * random.nextDouble(),
                        (random.nextDouble() - 0.5) * 1e-3);
                return box(c, r, nearSize * logUniform(random, -3, 0.5), nearSize * logUniform(random, -3, 0.5),
                        nearSize * logUniform(random, -3, 0.5));
            }
            case "behind": {
                // Beyond the near face, away from the far face: behind the eye for a perspective camera.
                double t = -logUniform(random, -3, 0.3);
                double[] c = trilinear(q, -0.5 + 2 * random.nextDouble(), -0.5 + 2 * random.nextDouble(), t);
                double h = size * logUniform(random, -4, -0.5);
                return box(c, r, h, h * random.nextDouble(), h * random.nextDouble());
            }
            case "thin": {
                double[] c = trilinear(q, -0.2 + 1.4 * random.nextDouble(), -0.2 + 1.4 * random.nextDouble(),
                        -0.2 + 1.4 * random.nextDouble());
                double a = size * logUniform(random, -3, 0);
                double b = random.nextBoolean() ? 0 : size * 1e-9;
                return random.nextBoolean() ? box(c, r, a, b, size * logUniform(random, -3, 0)) : box(c, r, a, b, 0);
            }
            case "huge": {
                double[] c = trilinear(q, -3 + 7 * random.nextDouble(), -3 + 7 * random.nextDouble(),
                        -3 + 7 * random.nextDouble());
                return box(c, r, size * logUniform(random, 0, 4), size * logUniform(random, -2, 4),
                        size * logUniform(random, 0, 4));
            }
            case "outsideCorner":
            case "outsideEdge":
            case "outsideFace":
                return outside(f, q, family, size, r, random);
            case "inside": {
                double[] c = trilinear(q, 0.2 + 0.6 * random.nextDouble(), 0.2 + 0.6 * random.nextDouble(),
                        0.2 + 0.6 * random.nextDouble());
                double h = nearSize * logUniform(random, -4, 0);
                return box(c, r, h, h * random.nextDouble(), h * random.nextDouble());
            }
            default:
                throw new IllegalArgumentException("family must be one of around, nearPlane, behind, thin, huge, "
                        + "outsideCorner, outsideEdge, outsideFace, inside; was " + family);
        }
    }

    /**
     * A box whose nearest point to a frustum feature is a hair from it along a direction of the
     * feature's normal cone (positive weights of the outward normals of the planes through it).
     */
    private static Obb3d outside(Frustum f, double[] q, String family, double size, Matrix3d r,
                                 java.util.random.RandomGenerator random) {
        // Plane 2 b + s holds where bit b of the corner index is s (LEFT, RIGHT, BOTTOM, TOP, NEAR, FAR).
        int[] planes = new int[3];
        int used;
        double[] p;
        double[] t = {random.nextDouble(), random.nextDouble(), random.nextDouble()};
        if (family.equals("outsideFace")) {
            int b = random.nextInt(3);
            int side = random.nextInt(2);
            t[b] = side;
            planes[0] = 2 * b + side;
            used = 1;
        } else if (family.equals("outsideEdge")) {
            int free = random.nextInt(3);
            used = 0;
            for (int b = 0; b < 3; b++) {
                if (b != free) {
                    t[b] = random.nextInt(2);
                    planes[used++] = 2 * b + (int) t[b];
                }
            }
        } else {
            for (int b = 0; b < 3; b++) {
                t[b] = random.nextInt(2);
                planes[b] = 2 * b + (int) t[b];
            }
            used = 3;
        }
        p = trilinear(q, t[0], t[1], t[2]);
        Vector4d plane = new Vector4d();
        double dx = 0;
        double dy = 0;
        double dz = 0;
        for (int i = 0; i < used; i++) {
            f.plane(Frustum.Plane.values()[planes[i]], plane);
            double w = 0.05 + random.nextDouble();
            dx -= w * plane.x;
            dy -= w * plane.y;
            dz -= w * plane.z;
        }
        double len = Math.sqrt(dx * dx + dy * dy + dz * dz);
        dx /= len;
        dy /= len;
        dz /= len;
        double gap = size * logUniform(random, -9, -1) * (random.nextDouble() < 0.7 ? 1 : -1);
        double[] h = {size * logUniform(random, -4, 0), size * logUniform(random, -4, 0),
            random.nextDouble() < 0.2 ? 0 : size * logUniform(random, -4, 0)};
        // The box's point farthest along -d at p + gap d: c = p + gap d + sum h_j sign(a_j . d) a_j.
        double cx = p[0] + gap * dx;
        double cy = p[1] + gap * dy;
        double cz = p[2] + gap * dz;
        for (int j = 0; j < 3; j++) {
            // Row j of the rotation is axis j.
            double ax = r.get(0, j);
            double ay = r.get(1, j);
            double az = r.get(2, j);
            double s = Math.signum(ax * dx + ay * dy + az * dz) * h[j];
            cx += s * ax;
            cy += s * ay;
            cz += s * az;
        }
        return box(new double[] {cx, cy, cz}, r, h[0], h[1], h[2]);
    }

    private static Obb3d box(double[] c, Matrix3d r, double hx, double hy, double hz) {
        return Generators3d.box(c[0], c[1], c[2], r, hx, hy, hz);
    }

    /** The point at parameters (s, t, u) of the trilinear map of the corners (extrapolating beyond [0, 1]). */
    private static double[] trilinear(double[] q, double s, double t, double u) {
        double[] out = new double[3];
        for (int i = 0; i < 8; i++) {
            double w = ((i & 1) != 0 ? s : 1 - s) * ((i & 2) != 0 ? t : 1 - t) * ((i & 4) != 0 ? u : 1 - u);
            for (int k = 0; k < 3; k++) {
                out[k] += w * q[3 * i + k];
            }
        }
        return out;
    }

    private static double dist(double[] q, int i, int j) {
        double x = q[3 * i] - q[3 * j];
        double y = q[3 * i + 1] - q[3 * j + 1];
        double z = q[3 * i + 2] - q[3 * j + 2];
        return Math.sqrt(x * x + y * y + z * z);
    }

    private static double logUniform(java.util.random.RandomGenerator random, double lo, double hi) {
        return Math.pow(10, lo + (hi - lo) * random.nextDouble());
    }

    private static Vector3d unit(java.util.random.RandomGenerator random) {
        while (true) {
            Vector3d v = new Vector3d(random.nextGaussian(), random.nextGaussian(), random.nextGaussian());
            double l = v.length();
            if (l > 1e-3) {
                return v.div(l);
            }
        }
    }
}
