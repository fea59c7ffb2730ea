package io.github.obbkit.examples

import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import kotlin.math.cos
import kotlin.math.sin
import kotlin.math.sqrt

/** The Kotlin examples give the answers the hand-worked geometry (and the Java examples) give. */
class KotlinExamplesTest {
    @Test
    fun `3D overlap pushes the turned crate out along x`() {
        assertThat(KotlinExamples.overlap3d())
            .isEqualTo("push by %.4f along (1.000, 0.000, 0.000) on A_X".format(1 + sqrt(2.0) - 2.2))
    }

    @Test
    fun `the exact test tells touching from a nanometre apart, as the Java example does`() {
        assertThat(KotlinExamples.exact()).isEqualTo("touching: true, 1 nm apart: false")
    }

    @Test
    fun `the broad phase finds the two crates the turned mover reaches, as the Java example does`() {
        assertThat(KotlinExamples.broadPhase()).isEqualTo("overlaps crates [1, 2]")
    }

    @Test
    fun `mesh bounds use the abs-matrix rule and the tight box contains the mesh's top`() {
        val ex = cos(Math.toRadians(30.0)) + 0.5 * sin(Math.toRadians(30.0))
        val out = KotlinExamples.meshBounds()
        assertThat(out).startsWith("world AABB: Aabb3d.of(%s".format((10 - ex).toString().take(8)))
        assertThat(out).endsWith("top centre inside the tight box: true")
    }

    @Test
    fun `gaussians give k-sigma boxes`() {
        assertThat(KotlinExamples.gaussians())
            .isEqualTo("2D half-extents (9.000, 3.000); 3D half-extents (6.000, 3.000, 1.500)")
    }

    @Test
    fun `picking finds the front box under the centre of the window`() {
        assertThat(KotlinExamples.picking())
            .isEqualTo("box 0 at distance %.3f, face POS_Z".format(9.9 - 1 / cos(0.4)))
    }

    @Test
    fun `frame picking sees the cube in the centre and nothing in the corners`() {
        val indices = KotlinExamples.framePicking()
        assertThat(indices[32 * 64 + 32]).isEqualTo(0)
        assertThat(indices[0]).isEqualTo(-1)
        assertThat(indices.count { it == 1 }).isPositive()
    }

    @Test
    fun meshPicking_findsWhatTheJavaExampleFinds() {
        assertThat(KotlinExamples.meshPicking())
            .isEqualTo("object 0, triangle 1, at distance %.3f".format(10 - 1 / Math.cos(0.4)))
    }

    @Test
    fun `culling keeps the diamond by the corner, the exact test and the marquee do not`() {
        assertThat(KotlinExamples.frustumSelection())
            .isEqualTo("visible [0, 1, 2, 4], box 4 touches false, marquee touching [0, 1], wholly inside [0]")
    }

    @Test
    fun `the sweep catches the bullet in the wall and the cast finds the crate, as the Java example does`() {
        assertThat(KotlinExamples.sweep()).isEqualTo("wall at t = 0.4750 on A_X; crate 2 at t = 0.65")
    }

    @Test
    fun pointFit_findsTheTurnedRectangleAndBlock() {
        assertThat(KotlinExamples.pointFit())
            .isEqualTo("2D half-extents (2.000, 1.000); 3D half-extents (3.000, 2.000, 1.000)")
    }
}
