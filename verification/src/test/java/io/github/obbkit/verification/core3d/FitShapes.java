package io.github.obbkit.verification.core3d;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The published set of shapes that the 3D fits' quality is measured on (docs/core3d.md reports the
 * ratios): random clouds, elongated and flat clouds, the vertices of meshes (an icosphere, cubes, a
 * cylinder, a cone) and a cloud far from the origin, each turned by a fixed random rotation. Fixed
 * seeds: the same shapes on every run.
 */
final class FitShapes {
    record Shape(String name, double[] xyz) {
    }

    private FitShapes() {
    }

    static List<Shape> all() {
        List<Shape> shapes = new ArrayList<>();
        SplittableRandom r = new SplittableRandom(0x0bb_f17L);
        for (int i = 0; i < 4; i++) {
            shapes.add(new Shape("cube cloud " + i, turned(r, box(r, 24, 1, 1, 1))));
        }
        for (int i = 0; i < 3; i++) {
            shapes.add(new Shape("gaussian cloud " + i, turned(r, gaussian(r, 24, 3, 1.5, 0.7))));
        }
        for (int i = 0; i < 3; i++) {
            shapes.add(new Shape("elongated " + i, turned(r, box(r, 24, 10, 1, 0.8))));
        }
        for (int i = 0; i < 2; i++) {
            shapes.add(new Shape("flat " + i, turned(r, box(r, 24, 5, 3, 0.01))));
        }
        shapes.add(new Shape("icosphere 42", turned(r, icosphere())));
        shapes.add(new Shape("cube 8", turned(r, box(null, 8, 1, 2, 3))));
        shapes.add(new Shape("cube 8 b", turned(r, box(null, 8, 1, 1, 1))));
        shapes.add(new Shape("cylinder 24", turned(r, cylinder(12, 1, 4, false))));
        shapes.add(new Shape("cone 13", turned(r, cylinder(12, 1, 2, true))));
        double[] far = turned(r, box(r, 24, 2, 1, 1));
        for (int i = 0; i < far.length; i++) {
            far[i] += 1e9 * (1 + i % 3);
        }
        shapes.add(new Shape("far cloud", far));
        return shapes;
    }

    /** Points uniform in a box of the given half-sizes, or its 8 corners when {@code r} is null. */
    private static double[] box(SplittableRandom r, int n, double a, double b, double c) {
        double[] p = new double[3 * n];
        for (int i = 0; i < n; i++) {
            p[3 * i] = a * (r == null ? ((i & 1) == 0 ? -1 : 1) : 2 * r.nextDouble() - 1);
            p[3 * i + 1] = b * (r == null ? ((i & 2) == 0 ? -1 : 1) : 2 * r.nextDouble() - 1);
            p[3 * i + 2] = c * (r == null ? ((i & 4) == 0 ? -1 : 1) : 2 * r.nextDouble() - 1);
        }
        return p;
    }

    private static double[] gaussian(SplittableRandom r, int n, double a, double b, double c) {
        double[] p = new double[3 * n];
        for (int i = 0; i < n; i++) {
            p[3 * i] = a * normal(r);
            p[3 * i + 1] = b * normal(r);
            p[3 * i + 2] = c * normal(r);
        }
        return p;
    }

    private static double normal(SplittableRandom r) {
        return Math.sqrt(-2 * Math.log(1 - r.nextDouble())) * Math.cos(2 * Math.PI * r.nextDouble());
    }

    private static double[] cylinder(int segments, double radius, double height, boolean cone) {
        int n = cone ? segments + 1 : 2 * segments;
        double[] p = new double[3 * n];
        for (int i = 0; i < segments; i++) {
            double a = 2 * Math.PI * i / segments;
            p[3 * i] = radius * Math.cos(a);
            p[3 * i + 1] = radius * Math.sin(a);
            p[3 * i + 2] = 0;
            if (!cone) {
                p[3 * (i + segments)] = p[3 * i];
                p[3 * (i + segments) + 1] = p[3 * i + 1];
                p[3 * (i + segments) + 2] = height;
            }
        }
        if (cone) {
            p[3 * segments + 2] = height;
        }
        return p;
    }

    /** The 42 vertices of an icosahedron subdivided once, on the unit sphere. */
    private static double[] icosphere() {
        double t = (1 + Math.sqrt(5)) / 2;
        double[][] v = {{-1, t, 0}, {1, t, 0}, {-1, -t, 0}, {1, -t, 0}, {0, -1, t}, {0, 1, t}, {0, -1, -t},
            {0, 1, -t}, {t, 0, -1}, {t, 0, 1}, {-t, 0, -1}, {-t, 0, 1}};
        List<double[]> points = new ArrayList<>();
        for (double[] a : v) {
            points.add(unit(a));
        }
        double edge2 = 4.0;
        for (int i = 0; i < 12; i++) {
            for (int j = i + 1; j < 12; j++) {
                double dx = v[i][0] - v[j][0];
                double dy = v[i][1] - v[j][1];
                double dz = v[i][2] - v[j][2];
                if (Math.abs(dx * dx + dy * dy + dz * dz - edge2) < 1e-9) {
                    points.add(unit(new double[] {v[i][0] + v[j][0], v[i][1] + v[j][1], v[i][2] + v[j][2]}));
                }
            }
        }
        double[] p = new double[3 * points.size()];
        for (int i = 0; i < points.size(); i++) {
            System.arraycopy(points.get(i), 0, p, 3 * i, 3);
        }
        return p;
    }

    private static double[] unit(double[] a) {
        double l = Math.sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
        return new double[] {a[0] / l, a[1] / l, a[2] / l};
    }

    private static double[] turned(SplittableRandom r, double[] p) {
        double qw = normal(r);
        double qx = normal(r);
        double qy = normal(r);
        double qz = normal(r);
        double l = Math.sqrt(qw * qw + qx * qx + qy * qy + qz * qz);
        qw /= l;
        qx /= l;
        qy /= l;
        qz /= l;
        double[] m = {
            1 - 2 * (qy * qy + qz * qz), 2 * (qx * qy - qw * qz), 2 * (qx * qz + qw * qy),
            2 * (qx * qy + qw * qz), 1 - 2 * (qx * qx + qz * qz), 2 * (qy * qz - qw * qx),
            2 * (qx * qz - qw * qy), 2 * (qy * qz + qw * qx), 1 - 2 * (qx * qx + qy * qy)};
        double[] out = new double[p.length];
        for (int i = 0; i < p.length; i += 3) {
            out[i] = m[0] * p[i] + m[1] * p[i + 1] + m[2] * p[i + 2];
            out[i + 1] = m[3] * p[i] + m[4] * p[i + 1] + m[5] * p[i + 2];
            out[i + 2] = m[6] * p[i] + m[7] * p[i + 1] + m[8] * p[i + 2];
        }
        return out;
    }
}
