package io.github.obbkit.examples.yourcode

import io.github.obbkit.core2d.Obb2d
import io.github.obbkit.testkit.contract.Obb2dOverlapContract

// tag::contract-kotlin[]
/** The same contract from Kotlin: one override for the code under test, one for its precision. */
class KotlinRectContractTest : Obb2dOverlapContract() {
    override fun intersects(a: Obb2d, b: Obb2d): Boolean = a.toRect().overlaps(b.toRect())

    override fun boundaryBand(a: Obb2d, b: Obb2d): Double =
        super.boundaryBand(a, b) + 16 * Math.ulp(a.reach() + b.reach())

    private fun Obb2d.reach() = maxOf(Math.abs(centerX()), Math.abs(centerY()))

    private fun Obb2d.toRect() = Rect(centerX(), centerY(), axisXx(), axisXy(), 2 * halfExtentX(), 2 * halfExtentY())
}
// end::contract-kotlin[]
