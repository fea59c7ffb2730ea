package io.github.obbkit.core2d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.joml.Matrix3x2d;
import org.joml.Matrix3x2f;
import org.joml.Vector2d;
import org.joml.Vector2f;
import org.junit.jupiter.api.Test;

/**
 * Mirror-image (left-handed) axes are accepted and kept as given by every factory that takes axes or a
 * matrix: a box is symmetric about its centre, so the mirrored frame covers the same points, and
 * keeping it lets a box's own components rebuild it bit for bit.
 */
class Obb2dMirrorTest {
    private static final Obb2d RIGHT = Obb2d.fromAxes(1, 2, 0.6, 0.8, -0.8, 0.6, 3, 1);

    private static double cross(Obb2d b) {
        return b.axisXx() * b.axisYy() - b.axisXy() * b.axisYx();
    }

    private static List<List<Double>> cornerSet(Obb2d b) {
        double[] c = b.corners(new double[8]);
        List<List<Double>> set = new java.util.ArrayList<>();
        for (int i = 0; i < 8; i += 2) {
            set.add(List.of(Math.round(c[i] * 1e5) / 1e5, Math.round(c[i + 1] * 1e5) / 1e5));
        }
        set.sort((p, q) -> p.get(0).equals(q.get(0)) ? Double.compare(p.get(1), q.get(1))
                : Double.compare(p.get(0), q.get(0)));
        return set;
    }

    @Test
    void fromAxes_keepsAMirroredPair_inEveryOverload() {
        List<Obb2d> mirrored = List.of(
                Obb2d.fromAxes(1, 2, 0.6, 0.8, 0.8, -0.6, 3, 1),
                Obb2d.fromAxes(new Vector2d(1, 2), new Vector2d(0.6, 0.8), new Vector2d(0.8, -0.6), new Vector2d(3, 1)),
                Obb2d.fromAxes(new Vector2f(1, 2), new Vector2f(0.6f, 0.8f), new Vector2f(0.8f, -0.6f),
                        new Vector2f(3, 1)));
        for (Obb2d box : mirrored) {
            assertThat(cross(box)).as("left-handed %s", box).isLessThan(0);
            assertThat(box.axisYx()).isCloseTo(0.8, org.assertj.core.data.Offset.offset(1e-7));
            assertThat(cornerSet(box)).isEqualTo(cornerSet(RIGHT));
            assertThat(box.intersects(RIGHT)).isTrue();
            assertThat(Obb2d.fromAxes(box.centerX(), box.centerY(), box.axisXx(), box.axisXy(), box.axisYx(),
                    box.axisYy(), box.halfExtentX(), box.halfExtentY())).isEqualTo(box);
        }
    }

    @Test
    void fromTransform_keepsTheMirrorOfANegativeDeterminant_forBothMatrixTypes() {
        Aabb2d local = Aabb2d.of(-3, -1, 3, 1);
        Obb2d fromDouble = Obb2d.fromTransform(new Matrix3x2d().translation(1, 2).scale(-1, 1), local);
        Obb2d fromFloat = Obb2d.fromTransform(new Matrix3x2f().translation(1, 2).scale(-1, 1), local);

        for (Obb2d box : Arrays.asList(fromDouble, fromFloat)) {
            assertThat(cross(box)).isEqualTo(-1);
            assertThat(box.axisXx()).isEqualTo(-1);
            assertThat(box.axisYy()).isEqualTo(1);
            assertThat(box.contains(-1.5, 2.5)).isTrue();
        }
    }
}
