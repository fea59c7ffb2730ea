package io.github.obbkit.examples

import io.github.obbkit.core2d.Obb2d
import io.github.obbkit.testkit.oracle.Oracles2d
import org.assertj.core.api.Assertions.assertThat
import org.joml.Vector2d
import org.junit.jupiter.api.Test

class KotlinQuickStartTest {
    @Test
    fun `the Kotlin quick start agrees with the oracles`() {
        val a = Obb2d.of(0.0, 0.0, Math.toRadians(30.0), 80.0, 40.0)
        val b = Obb2d.of(100.0, 20.0, Math.toRadians(-10.0), 30.0, 30.0)
        val out = KotlinQuickStart.run()
        assertThat(out).contains("intersects: ${Oracles2d.intersects(a, b)}")
        val push = Oracles2d.mtv(a, b)!!
        assertThat(out).contains("push b by %.3f".format(push.depth()))
        assertThat(out).contains(": true")
    }

    @Test
    fun `kotlin operators and nullability read naturally`() {
        val box = Obb2d.of(0.0, 0.0, 0.0, 1.0, 1.0)
        assertThat(Vector2d(0.5, 0.5) in box).isTrue()
        assertThat(Vector2d(1.5, 0.5) !in box).isTrue()
        val far = box.translated(10.0, 0.0)
        assertThat(box.mtv(far)).isNull()               // Mtv2d? from @Nullable: no unchecked use possible
        assertThat(box.mtv(box)?.depth() ?: -1.0).isCloseTo(2.0, org.assertj.core.api.Assertions.within(1e-9))
    }
}
