package io.github.obbkit.verification;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import java.util.SplittableRandom;
import org.joml.Quaterniond;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The exact predicates' filter decides every case far from a touch without its exact path, which
 * allocates ({@code BigDecimal}): a call that allocates nothing is a call the filter answered. The
 * answers themselves are held to the exact rational oracle by {@code Sat3dExactProperties} and
 * {@code Contains3dExactProperties}; this holds the filter to its purpose (docs/ARCHITECTURE.md: the
 * exact kernels "allocate only on their exact path"), so that an error bound grown far past the
 * rounding it covers, or a margin test that sends decided cases to the exact path, is caught even
 * though its answers stay right.
 */
class ExactFilterAllocationTest {
    private static final int N = 256;
    private static final int MASK = N - 1;

    @BeforeAll
    static void needsAllocationCounting() {
        AllocationFreeTest.needsAllocationCounting();
    }

    /** A turned box whose centre is within {@code spread} of {@code (ox, oy, oz)}. */
    private static Obb3d box(SplittableRandom r, double ox, double oy, double oz, double spread) {
        return Obb3d.of(ox + r.nextDouble(-spread, spread), oy + r.nextDouble(-spread, spread),
                oz + r.nextDouble(-spread, spread),
                new Quaterniond().rotateXYZ(r.nextDouble(-3, 3), r.nextDouble(-3, 3), r.nextDouble(-3, 3)),
                r.nextDouble(0.5, 2), r.nextDouble(0.5, 2), r.nextDouble(0.5, 2));
    }

    @Test
    void intersectsExact_allocatesNothing_onPairsFarFromATouch() {
        SplittableRandom r = new SplittableRandom(29);
        Obb3d[] a = new Obb3d[N];
        Obb3d[] b = new Obb3d[N];
        int overlapping = 0;
        for (int i = 0; i < N; i++) {
            // Even: centres within 0.2 of each other, half-extents at least 0.5: deeply overlapping.
            // Odd: one of the six directions, 20 apart, reach at most 2 * sqrt(3) each: far apart.
            a[i] = box(r, 0, 0, 0, 0.1);
            double far = i % 2 == 0 ? 0 : 20 * ((i / 2) % 2 == 0 ? 1 : -1);
            int axis = (i / 4) % 3;
            b[i] = box(r, axis == 0 ? far : 0, axis == 1 ? far : 0, axis == 2 ? far : 0, 0.1);
            boolean hit = Sat3d.intersectsExact(a[i], b[i]);
            assertThat(hit).as("pair %d", i).isEqualTo(i % 2 == 0);
            overlapping += hit ? 1 : 0;
        }
        assertThat(overlapping).isEqualTo(N / 2);
        AllocationFreeTest.assertAllocationFree("Sat3d.intersectsExact, decided pairs", 3_000, 5_000,
                i -> Sat3d.intersectsExact(a[i & MASK], b[i & MASK]) ? 1 : 0);
    }

    @Test
    void containsExact_allocatesNothing_onPointsFarFromTheFaces() {
        SplittableRandom r = new SplittableRandom(31);
        Obb3d[] boxes = new Obb3d[N];
        double[] xyz = new double[3 * N];
        for (int i = 0; i < N; i++) {
            boxes[i] = box(r, 5, -3, 7, 1);
            Obb3d box = boxes[i];
            // Even: the centre moved by at most 0.1 (inside: every half-extent is at least 0.5).
            // Odd: 10 away along one world axis (outside: the box reaches at most 2 * sqrt(3)).
            double step = i % 2 == 0 ? r.nextDouble(-0.1, 0.1) : (r.nextBoolean() ? 10 : -10);
            int axis = r.nextInt(3);
            xyz[3 * i] = box.centerX() + (axis == 0 ? step : 0);
            xyz[3 * i + 1] = box.centerY() + (axis == 1 ? step : 0);
            xyz[3 * i + 2] = box.centerZ() + (axis == 2 ? step : 0);
            assertThat(Sat3d.containsExact(box, xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2])).as("point %d", i)
                    .isEqualTo(i % 2 == 0);
        }
        AllocationFreeTest.assertAllocationFree("Sat3d.containsExact, decided points", 3_000, 5_000, i -> {
            int k = i & MASK;
            return Sat3d.containsExact(boxes[k], xyz[3 * k], xyz[3 * k + 1], xyz[3 * k + 2]) ? 1 : 0;
        });
    }
}
