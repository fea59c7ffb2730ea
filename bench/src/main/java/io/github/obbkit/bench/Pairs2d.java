package io.github.obbkit.bench;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.Sat2d;
import java.util.SplittableRandom;

/**
 * Seeded 2D benchmark data: pairs of boxes, exactly half of them overlapping, shuffled so the
 * outcome of one test says nothing about the next.
 */
final class Pairs2d {
    final Obb2d[] a;
    final Obb2d[] b;

    private Pairs2d(Obb2d[] a, Obb2d[] b) {
        this.a = a;
        this.b = b;
    }

    static Pairs2d generate(int size, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Obb2d[] a = new Obb2d[size];
        Obb2d[] b = new Obb2d[size];
        int overlapping = 0;
        int separated = 0;
        int n = 0;
        while (n < size) {
            Obb2d p = box(random, 0, 0);
            double dir = random.nextDouble() * 2 * Math.PI;
            double reach = (Math.hypot(p.halfExtentX(), p.halfExtentY()) + 3) * random.nextDouble() * 1.6;
            Obb2d q = box(random, reach * Math.cos(dir), reach * Math.sin(dir));
            boolean hit = Sat2d.intersects(p, q);
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
            a[n] = p.translated(ox, oy);
            b[n] = q.translated(ox, oy);
            n++;
        }
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Obb2d t = a[i];
            a[i] = a[j];
            a[j] = t;
            t = b[i];
            b[i] = b[j];
            b[j] = t;
        }
        return new Pairs2d(a, b);
    }

    private static Obb2d box(SplittableRandom random, double x, double y) {
        return Obb2d.of(x, y, random.nextDouble() * 2 * Math.PI, 0.5 + 2.5 * random.nextDouble(),
                0.5 + 2.5 * random.nextDouble());
    }
}
