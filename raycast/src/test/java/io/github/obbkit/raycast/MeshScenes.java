package io.github.obbkit.raycast;

import io.github.obbkit.core3d.Obb3d;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.joml.Vector3d;

/**
 * Hard two-level scenes for the mesh-picking tests: boxes turned at random, by quarter turns or not
 * at all, overlapping, repeated and flat; meshes that fill their box to its corners, single
 * triangles, soups, grids deep enough for a real hierarchy, stacks of identical triangles and
 * degenerate ones; all at a scale and distance from the origin drawn per scene. Rays run through mesh
 * points (vertices, edge points, inner points), box corners and box insides, many of them along a
 * world axis.
 */
final class MeshScenes {
    private static final double[] SCALES = {1e-6, 1e-3, 1, 1, 1, 1e3, 1e6};
    private static final double[] OFFSETS = {0, 0, 0, 10, 1e3, 1e6};

    /** A scene and what the tests need to aim at it: the boxes, the meshes, its scale and offset. */
    record Scene(MeshPicker3d picker, List<Obb3d> boxes, List<Mesh3d> meshes, double scale, double offset) {
        int size() {
            return boxes.size();
        }
    }

    private MeshScenes() {
    }

    static Scene scene(SplittableRandom random, int n) {
        double s = SCALES[random.nextInt(SCALES.length)];
        double off = OFFSETS[random.nextInt(OFFSETS.length)] * s;
        double spread = s * (1 + random.nextInt(4) * n);
        List<Obb3d> boxes = new ArrayList<>();
        List<Mesh3d> meshes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (i > 0 && random.nextInt(8) == 0) {
                // The same object again: picks tie and go to the smaller index
                int j = random.nextInt(i);
                boxes.add(boxes.get(j));
                meshes.add(meshes.get(j));
                continue;
            }
            double[] h = {s * random.nextDouble(0.2, 3), s * random.nextDouble(0.2, 3), s * random.nextDouble(0.2, 3)};
            if (random.nextInt(10) == 0) {
                h[random.nextInt(3)] = 0;
            }
            double cx = off + random.nextDouble(-spread, spread);
            double cy = off + random.nextDouble(-spread, spread);
            double cz = random.nextDouble(-spread, spread);
            if (i > 0 && random.nextInt(6) == 0) {
                // Nested in or overlapping an earlier box: same centre
                Obb3d other = boxes.get(random.nextInt(i));
                cx = other.centerX();
                cy = other.centerY();
                cz = other.centerZ();
            }
            boxes.add(box(random, cx, cy, cz, h));
            meshes.add(mesh(random, h));
        }
        return new Scene(MeshPicker3d.build(boxes, meshes), boxes, meshes, s, off);
    }

    static Obb3d box(SplittableRandom random, double cx, double cy, double cz, double[] h) {
        switch (random.nextInt(3)) {
            case 0:
                return Obb3d.fromAxes(cx, cy, cz, 1, 0, 0, 0, 1, 0, 0, 0, 1, h[0], h[1], h[2]);
            case 1: {
                // A quarter turn: the local axes are signed world axes, exactly
                int p = random.nextInt(3);
                int q = (p + 1 + random.nextInt(2)) % 3;
                double[] u = new double[3];
                double[] v = new double[3];
                u[p] = random.nextBoolean() ? 1 : -1;
                v[q] = random.nextBoolean() ? 1 : -1;
                double[] w = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
                return Obb3d.fromAxes(cx, cy, cz, u[0], u[1], u[2], v[0], v[1], v[2], w[0], w[1], w[2], h[0], h[1],
                        h[2]);
            }
            default: {
                Quaterniond q = new Quaterniond(random.nextGaussian(), random.nextGaussian(), random.nextGaussian(),
                        random.nextGaussian()).normalize();
                return Obb3d.of(new Vector3d(cx, cy, cz), q, new Vector3d(h[0], h[1], h[2]));
            }
        }
    }

    /** A mesh within the half-extents {@code h}. */
    static Mesh3d mesh(SplittableRandom random, double[] h) {
        switch (random.nextInt(7)) {
            case 0:
                return cube(h);
            case 1:
                return soup(random, h, 1);
            case 2:
                return soup(random, h, 2 + random.nextInt(40));
            case 3:
                return grid(random, h, 2 + random.nextInt(12));
            case 4:
                return stack(random, h, 5 + random.nextInt(12));
            case 5:
                return degenerate(random, h);
            default:
                return clusters(random, h, 20 + random.nextInt(60));
        }
    }

    /** The box's own surface: twelve triangles with the box's corners for vertices. */
    static Mesh3d cube(double[] h) {
        double[] v = new double[24];
        for (int c = 0; c < 8; c++) {
            v[3 * c] = (c & 1) == 0 ? -h[0] : h[0];
            v[3 * c + 1] = (c & 2) == 0 ? -h[1] : h[1];
            v[3 * c + 2] = (c & 4) == 0 ? -h[2] : h[2];
        }
        int[] f = {0, 1, 3, 0, 3, 2, 4, 6, 7, 4, 7, 5, 0, 4, 5, 0, 5, 1, 2, 3, 7, 2, 7, 6, 0, 2, 6, 0, 6, 4, 1, 5,
            7, 1, 7, 3};
        return Mesh3d.of(v, f);
    }

    static double[] point(SplittableRandom random, double[] h) {
        double[] p = new double[3];
        for (int k = 0; k < 3; k++) {
            // Now and then on the box's face
            p[k] = h[k] == 0 ? 0 : random.nextInt(5) == 0 ? (random.nextBoolean() ? h[k] : -h[k])
                    : random.nextDouble(-h[k], h[k]);
        }
        return p;
    }

    static Mesh3d soup(SplittableRandom random, double[] h, int m) {
        double[] v = new double[9 * m];
        int[] f = new int[3 * m];
        for (int i = 0; i < 3 * m; i++) {
            System.arraycopy(point(random, h), 0, v, 3 * i, 3);
            f[i] = i;
        }
        return Mesh3d.of(v, f);
    }

    /** A height field over the box's x-y extent: many small triangles, a hierarchy several levels deep. */
    static Mesh3d grid(SplittableRandom random, double[] h, int n) {
        double[] v = new double[3 * (n + 1) * (n + 1)];
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                int k = 3 * (i * (n + 1) + j);
                v[k] = Math.min(h[0], -h[0] + 2 * h[0] * i / n);
                v[k + 1] = Math.min(h[1], -h[1] + 2 * h[1] * j / n);
                v[k + 2] = h[2] == 0 ? 0 : random.nextDouble(-h[2], h[2]);
            }
        }
        int[] f = new int[6 * n * n];
        int q = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int a = i * (n + 1) + j;
                int[] two = {a, a + n + 1, a + n + 2, a, a + n + 2, a + 1};
                System.arraycopy(two, 0, f, q, 6);
                q += 6;
            }
        }
        return Mesh3d.of(v, f);
    }

    /** One triangle many times over, and a few others: centroids that coincide. */
    static Mesh3d stack(SplittableRandom random, double[] h, int m) {
        double[] v = new double[9 + 9 * 3];
        for (int i = 0; i < 12; i++) {
            System.arraycopy(point(random, h), 0, v, 3 * i, 3);
        }
        int[] f = new int[3 * (m + 3)];
        for (int i = 0; i < m + 3; i++) {
            int base = i < m ? 0 : 3 * (i - m + 1);
            f[3 * i] = base;
            f[3 * i + 1] = base + 1;
            f[3 * i + 2] = base + 2;
        }
        return Mesh3d.of(v, f);
    }

    /** Triangles whose vertices lie on a line or repeat, with one real triangle now and then. */
    static Mesh3d degenerate(SplittableRandom random, double[] h) {
        int m = 1 + random.nextInt(8);
        double[] v = new double[9 * m];
        int[] f = new int[3 * m];
        for (int i = 0; i < m; i++) {
            double[] a = point(random, h);
            double[] b = point(random, h);
            double[] c = random.nextBoolean() ? a : new double[] {0.5 * a[0] + 0.5 * b[0], 0.5 * a[1] + 0.5 * b[1],
                0.5 * a[2] + 0.5 * b[2]};
            if (random.nextInt(4) == 0) {
                c = point(random, h);
            }
            System.arraycopy(a, 0, v, 9 * i, 3);
            System.arraycopy(b, 0, v, 9 * i + 3, 3);
            System.arraycopy(c, 0, v, 9 * i + 6, 3);
            f[3 * i] = 3 * i;
            f[3 * i + 1] = 3 * i + 1;
            f[3 * i + 2] = 3 * i + 2;
        }
        return Mesh3d.of(v, f);
    }

    /** Small triangles around two or three far-apart points of the box: the binned split's best case. */
    static Mesh3d clusters(SplittableRandom random, double[] h, int m) {
        int k = 2 + random.nextInt(2);
        double[][] centres = new double[k][];
        for (int i = 0; i < k; i++) {
            centres[i] = point(random, h);
        }
        double[] v = new double[9 * m];
        int[] f = new int[3 * m];
        for (int i = 0; i < 3 * m; i++) {
            double[] c = centres[(i / 3) % k];
            for (int a = 0; a < 3; a++) {
                double r = 0.05 * h[a];
                v[3 * i + a] = Math.max(-h[a], Math.min(h[a], c[a] + (r == 0 ? 0 : random.nextDouble(-r, r))));
            }
            f[i] = i;
        }
        return Mesh3d.of(v, f);
    }

    /** Local point {@code l} of box {@code b} in world coordinates. */
    static double[] world(Obb3d b, double x, double y, double z) {
        return new double[] {
            b.centerX() + x * b.axisXx() + y * b.axisYx() + z * b.axisZx(),
            b.centerY() + x * b.axisXy() + y * b.axisYy() + z * b.axisZy(),
            b.centerZ() + x * b.axisXz() + y * b.axisYz() + z * b.axisZz()};
    }

    /** A world point on object {@code i}'s mesh: a vertex, a point of an edge or of a triangle's inside. */
    static double[] meshPoint(Scene scene, int i, SplittableRandom random) {
        Mesh3d mesh = scene.meshes().get(i);
        int tri = random.nextInt(mesh.triangleCount());
        Vector3d[] v = new Vector3d[3];
        for (int c = 0; c < 3; c++) {
            v[c] = mesh.vertex(mesh.index(tri, c), new Vector3d());
        }
        double u = random.nextInt(3) == 0 ? 0 : random.nextDouble();
        double w = random.nextInt(3) == 0 ? 0 : random.nextDouble(1 - u);
        Vector3d l = new Vector3d(v[0]).mul(1 - u - w).add(new Vector3d(v[1]).mul(u)).add(new Vector3d(v[2]).mul(w));
        return world(scene.boxes().get(i), l.x, l.y, l.z);
    }

    /** A ray aimed at the scene. */
    static Ray3d ray(Scene scene, SplittableRandom random) {
        int i = random.nextInt(scene.size());
        Obb3d box = scene.boxes().get(i);
        double[] target;
        switch (random.nextInt(3)) {
            case 0:
                target = meshPoint(scene, i, random);
                break;
            case 1: {
                // A corner of the box
                target = world(box, random.nextBoolean() ? box.halfExtentX() : -box.halfExtentX(),
                        random.nextBoolean() ? box.halfExtentY() : -box.halfExtentY(),
                        random.nextBoolean() ? box.halfExtentZ() : -box.halfExtentZ());
                break;
            }
            default:
                target = world(box, random.nextDouble(-1, 1) * box.halfExtentX(),
                        random.nextDouble(-1, 1) * box.halfExtentY(), random.nextDouble(-1, 1) * box.halfExtentZ());
        }
        double s = scene.scale();
        double[] d = new double[3];
        int kind = random.nextInt(4);
        if (kind == 0) {
            // Along a world axis
            d[random.nextInt(3)] = (random.nextBoolean() ? 1 : -1) * s * random.nextDouble(0.1, 10);
        } else if (kind == 1) {
            // Along one of the box's axes
            double sign = random.nextBoolean() ? 1 : -1;
            switch (random.nextInt(3)) {
                case 0 -> d = new double[] {sign * box.axisXx(), sign * box.axisXy(), sign * box.axisXz()};
                case 1 -> d = new double[] {sign * box.axisYx(), sign * box.axisYy(), sign * box.axisYz()};
                default -> d = new double[] {sign * box.axisZx(), sign * box.axisZy(), sign * box.axisZz()};
            }
        } else {
            for (int k = 0; k < 3; k++) {
                d[k] = s * random.nextGaussian();
            }
        }
        if (d[0] == 0 && d[1] == 0 && d[2] == 0) {
            d[2] = s;
        }
        // From far away, from close by (often inside boxes), or from the target itself
        double back = switch (random.nextInt(4)) {
            case 0 -> 0;
            case 1 -> random.nextDouble(0, 0.5);
            default -> random.nextDouble(0.5, 3 + 2 * scene.size());
        };
        return Ray3d.of(target[0] - back * d[0], target[1] - back * d[1], target[2] - back * d[2], d[0], d[1], d[2]);
    }
}
