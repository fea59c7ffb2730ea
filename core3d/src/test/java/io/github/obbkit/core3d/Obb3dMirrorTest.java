package io.github.obbkit.core3d;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.joml.Matrix4d;
import org.joml.Matrix4f;
import org.joml.Matrix4x3d;
import org.joml.Vector3d;
import org.joml.Vector3f;
import org.junit.jupiter.api.Test;

/**
 * Mirror-image (left-handed) axes are accepted and kept as given by every factory that takes axes or a
 * matrix: a box is symmetric about its centre, so the mirrored frame covers the same points, and
 * keeping it lets a box's own components rebuild it bit for bit.
 */
class Obb3dMirrorTest {
    private static double handedness(Obb3d b) {
        // (X x Y) . Z: +1 right-handed, -1 mirrored
        return (b.axisXy() * b.axisYz() - b.axisXz() * b.axisYy()) * b.axisZx()
                + (b.axisXz() * b.axisYx() - b.axisXx() * b.axisYz()) * b.axisZy()
                + (b.axisXx() * b.axisYy() - b.axisXy() * b.axisYx()) * b.axisZz();
    }

    @Test
    void fromAxes_keepsAMirroredSet_inEveryOverload() {
        List<Obb3d> mirrored = List.of(
                Obb3d.fromAxes(1, 2, 3, 0, 1, 0, 1, 0, 0, 0, 0, 1, 1, 2, 3),
                Obb3d.fromAxes(new Vector3d(1, 2, 3), new Vector3d(0, 1, 0), new Vector3d(1, 0, 0),
                        new Vector3d(0, 0, 1), new Vector3d(1, 2, 3)),
                Obb3d.fromAxes(new Vector3f(1, 2, 3), new Vector3f(0, 1, 0), new Vector3f(1, 0, 0),
                        new Vector3f(0, 0, 1), new Vector3f(1, 2, 3)));
        Obb3d right = Obb3d.fromAxes(1, 2, 3, 0, 1, 0, 1, 0, 0, 0, 0, -1, 1, 2, 3);
        for (Obb3d box : mirrored) {
            assertThat(handedness(box)).isEqualTo(-1);
            assertThat(box.axisZz()).isEqualTo(1);
            assertThat(box.aabb()).isEqualTo(right.aabb());
            assertThat(box.contains(1 + 2, 2 + 1, 3 + 3)).isTrue();
            assertThat(Obb3d.fromAxes(box.centerX(), box.centerY(), box.centerZ(), box.axisXx(), box.axisXy(),
                    box.axisXz(), box.axisYx(), box.axisYy(), box.axisYz(), box.axisZx(), box.axisZy(), box.axisZz(),
                    box.halfExtentX(), box.halfExtentY(), box.halfExtentZ())).isEqualTo(box);
        }
    }

    @Test
    void fromTransform_keepsTheMirrorOfANegativeDeterminant_forEveryMatrixType() {
        Aabb3d local = Aabb3d.of(-1, -2, -3, 1, 2, 3);
        List<Obb3d> boxes = List.of(
                Obb3d.fromTransform(new Matrix4d().translation(1, 2, 3).scale(1, 1, -1), local),
                Obb3d.fromTransform(new Matrix4f().translation(1, 2, 3).scale(1, 1, -1), local),
                Obb3d.fromTransform(new Matrix4x3d().translation(1, 2, 3).scale(1, 1, -1), local));
        for (Obb3d box : boxes) {
            assertThat(handedness(box)).isEqualTo(-1);
            assertThat(box.axisZz()).isEqualTo(-1);
            assertThat(box.aabb()).isEqualTo(Aabb3d.of(0, 0, 0, 2, 4, 6));
        }
    }
}
