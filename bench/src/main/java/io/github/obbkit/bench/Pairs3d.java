package io.github.obbkit.bench;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import java.util.SplittableRandom;
import org.joml.Quaterniond;

/**
 * Seeded 3D benchmark data: pairs of uniformly rotated boxes, exactly half of them overlapping,
 * shuffled so the outcome of one test says nothing about the next.
 */
final class Pairs3d {
    final Obb3d[] a;
    final Obb3d[] b;

    private Pairs3d(Obb3d[] a, Obb3d[] b) {
        this.a = a;
        this.b = b;
    }

    static Pairs3d generate(int size, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Obb3d[] a = new Obb3d[size];
        Obb3d[] b = new Obb3d[size];
        int overlapping = 0;
        int separated = 0;
        int n = 0;
        while (n < size) {
            Obb3d p = box(random, 0, 0, 0);
            double[] d = unit(random);
            double reach = (Math.sqrt(3) * 3 + 3) * random.nextDouble();
            Obb3d q = box(random, reach * d[0], reach * d[1], reach * d[2]);
            boolean hit = Sat3d.intersects(p, q);
            if (hit ? overlapping >= size / 2 : separated >= size - size / 2) {
                continue;
            }
            if (hit) {
                overlapping++;
            } else {
                separated++;
            }
            double ox = random.nextDouble() * 1000;
            double oy = random.nextDouble() * 1000;
            double oz = random.nextDouble() * 1000;
            a[n] = p.translated(ox, oy, oz);
            b[n] = q.translated(ox, oy, oz);
            n++;
        }
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Obb3d t = a[i];
            a[i] = a[j];
            a[j] = t;
            t = b[i];
            b[i] = b[j];
            b[j] = t;
        }
        return new Pairs3d(a, b);
    }

    static Obb3d box(SplittableRandom random, double x, double y, double z) {
        // A uniform rotation: a normalised 4D Gaussian quaternion.
        Quaterniond q = new Quaterniond(gauss(random), gauss(random), gauss(random), gauss(random)).normalize();
        return Obb3d.of(x, y, z, q, 0.5 + 2.5 * random.nextDouble(), 0.5 + 2.5 * random.nextDouble(),
                0.5 + 2.5 * random.nextDouble());
    }

    private static double gauss(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    static double[] unit(SplittableRandom random) {
        double x = gauss(random);
        double y = gauss(random);
        double z = gauss(random);
        double l = Math.sqrt(x * x + y * y + z * z);
        return new double[] {x / l, y / l, z / l};
    }
}
