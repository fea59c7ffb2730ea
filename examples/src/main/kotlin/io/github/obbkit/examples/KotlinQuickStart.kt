package io.github.obbkit.examples

import io.github.obbkit.core2d.Obb2d
import org.joml.Vector2d

/** The README's Kotlin quick start: the Java quick start, written as Kotlin reads it. */
object KotlinQuickStart {
    /** Runs the quick start and returns what it printed. */
    fun run(): String = buildString {
        // tag::quickstart-kotlin[]
        val a = Obb2d.of(0.0, 0.0, Math.toRadians(30.0), 80.0, 40.0)   // centre, angle, half-extents
        val b = Obb2d.of(Vector2d(100.0, 20.0), Math.toRadians(-10.0), Vector2d(30.0, 30.0))

        appendLine("intersects: ${a.intersects(b)}")
        a.mtv(b)?.let { push ->                                          // Mtv2d? : null when separated
            appendLine("push b by %.3f along (%.3f, %.3f)".format(push.depth(), push.normalX(), push.normalY()))
        }
        val p = Vector2d(10.0, 5.0)
        appendLine("${a.aabb()}, contains $p: ${p in a}")                // contains reads as `in`
        // end::quickstart-kotlin[]
    }

    /** Prints the quick start's output. */
    @JvmStatic
    fun main(args: Array<String>) = print(run())
}
