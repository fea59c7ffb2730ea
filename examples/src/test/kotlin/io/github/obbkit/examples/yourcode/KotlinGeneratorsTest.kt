package io.github.obbkit.examples.yourcode

import io.github.obbkit.testkit.gen.Generators2d
import io.github.obbkit.testkit.oracle.Oracles2d
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import java.util.SplittableRandom

/** The generators are plain functions: a Kotlin test draws cases with a seeded random source of its own. */
class KotlinGeneratorsTest {
    // tag::generators-kotlin[]
    @Test
    fun `my overlap agrees with the oracle on generated pairs`() {
        val random = SplittableRandom(7)
        repeat(2_000) {
            val p = Generators2d.pair().next(random)
            val separation = Oracles2d.separation(p.a(), p.b())
            if (Math.abs(separation) > 1e-9) {
                val mine = p.a().toRect().overlaps(p.b().toRect())
                assertThat(mine).describedAs("case %s", p).isEqualTo(separation < 0)
            }
        }
    }
    // end::generators-kotlin[]

    private fun io.github.obbkit.core2d.Obb2d.toRect() =
        Rect(centerX(), centerY(), axisXx(), axisXy(), 2 * halfExtentX(), 2 * halfExtentY())
}
