package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The pushes of {@link Sat2d} on turned boxes anywhere, against what their Javadoc says they are,
 * built here from public parts: {@code separatingMtv} is {@code mtv}'s normal and axis with the depth
 * {@code mtv.depth + s 2^k}, {@code s = 2 boundaryBand(a, b) + 4 ulp(max(|b.cx|, |b.cy|))}, for the
 * least {@code k} at which {@code b.translated(n * depth)} does not intersect A; the holder forms give
 * the value forms' numbers bit for bit, and overwrite every field on "no contact". The existing tests
 * push along world axes only, where a swapped or dropped y term of the move changes nothing.
 */
class Sat2dSeparatingPushTest {
    private static Obb2d randomBox(SplittableRandom r, double offsetX, double offsetY, double scale) {
        double hx = r.nextInt(5) == 0 ? 0 : scale * r.nextDouble(0.1, 2);
        double hy = r.nextInt(5) == 0 ? 0 : scale * r.nextDouble(0.1, 2);
        return Obb2d.of(offsetX + scale * r.nextDouble(-2, 2), offsetY + scale * r.nextDouble(-2, 2),
                r.nextDouble(-Math.PI, Math.PI), hx, hy);
    }

    /** The separating push as the Javadoc describes it, from public methods only. */
    private static double documentedSeparatingDepth(Obb2d a, Obb2d b, Mtv2d touching) {
        double slop = 2 * Sat2d.boundaryBand(a, b) + 4 * Math.ulp(Math.max(Math.abs(b.centerX()), Math.abs(b.centerY())));
        while (true) {
            double depth = touching.depth() + slop;
            if (!Sat2d.intersects(a, b.translated(touching.normalX() * depth, touching.normalY() * depth))) {
                return depth;
            }
            slop *= 2;
        }
    }

    @Test
    void turnedBoxesAnywhere_getThePushTheJavadocDescribes_inEveryForm() {
        SplittableRandom r = new SplittableRandom(23);
        double[] scales = {1, 1e-6, 1e6};
        double[] offsets = {0, 1e7, -3e12};
        MutableContact2d holder = new MutableContact2d();
        int overlapping = 0;
        for (int c = 0; c < 4000; c++) {
            double scale = scales[c % scales.length];
            double ox = offsets[(c / 3) % offsets.length];
            double oy = offsets[(c / 9) % offsets.length] * 0.7;
            Obb2d a = randomBox(r, ox, oy, scale);
            Obb2d b = randomBox(r, ox, oy, scale);
            String at = "case " + c + ": " + a + " vs " + b;

            Mtv2d touching = Sat2d.mtv(a, b);
            Mtv2d apart = Sat2d.separatingMtv(a, b);
            boolean inTouching = Sat2d.mtv(a, b, holder);
            Mtv2d touchingHeld = holder.toMtv();
            double heldDepth = holder.depth();
            boolean heldContact = holder.hasContact();
            double heldTime = holder.time();
            boolean inApart = Sat2d.separatingMtv(a, b, holder);

            assertThat(touching == null).as(at).isEqualTo(!Sat2d.intersects(a, b));
            assertThat(inTouching).as(at).isEqualTo(touching != null);
            assertThat(inApart).as(at).isEqualTo(touching != null);
            if (touching == null) {
                assertThat(apart).as(at).isNull();
                assertThat(touchingHeld).as(at).isNull();
                assertThat(heldContact).as(at).isFalse();
                assertThat(heldDepth).as(at).isNaN();
                assertThat(holder.hasContact()).as(at).isFalse();
                assertThat(holder.axis()).as(at).isNull();
                assertThat(holder.depth()).as(at).isNaN();
                assertThat(holder.normalX()).as(at).isNaN();
                assertThat(holder.normalY()).as(at).isNaN();
                assertThat(holder.time()).as(at).isNaN();
                assertThat(holder.toMtv()).as(at).isNull();
                continue;
            }
            overlapping++;
            assertThat(touchingHeld).as(at).isEqualTo(touching);
            assertThat(heldContact).as(at).isTrue();
            assertThat(heldTime).as(at).isZero();
            assertThat(holder.toMtv()).as(at).isEqualTo(apart);
            // The holder's own reads, as the value's (isEqualTo tells -0.0 from 0.0).
            assertThat(holder.normalX()).as(at).isEqualTo(apart.normalX());
            assertThat(holder.normalY()).as(at).isEqualTo(apart.normalY());
            assertThat(holder.depth()).as(at).isEqualTo(apart.depth());
            assertThat(holder.axis()).as(at).isEqualTo(apart.axis());
            assertThat(holder.time()).as(at).isZero();

            assertThat(apart.normalX()).as(at).isEqualTo(touching.normalX());
            assertThat(apart.normalY()).as(at).isEqualTo(touching.normalY());
            assertThat(apart.axis()).as(at).isEqualTo(touching.axis());
            assertThat(apart.depth()).as(at).isEqualTo(documentedSeparatingDepth(a, b, touching));
            assertThat(Sat2d.intersects(a, b.translated(apart.normalX() * apart.depth(), apart.normalY() * apart.depth())))
                    .as(at).isFalse();
        }
        assertThat(overlapping).as("overlapping pairs among the cases").isGreaterThan(1000);
    }
}
