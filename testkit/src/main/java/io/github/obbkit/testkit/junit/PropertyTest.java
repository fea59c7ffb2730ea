package io.github.obbkit.testkit.junit;

import io.github.obbkit.testkit.gen.Generators2d;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.gen.Shrinkers2d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.property.Shrink;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.TestTemplate;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a JUnit 5 method as a property: it takes one parameter, and runs once per generated case
 * under the {@link Property} runner (seeded, replayable, shrinking), reported to JUnit as one test.
 *
 * <pre>{@code
 * class MyBoxTest {
 *     static Gen<ObbPair2d> pairs() { return Generators2d.pair(); }
 *     static Shrink<ObbPair2d> simpler() { return Shrinkers2d.pair(); }
 *
 *     @PropertyTest(generator = "pairs", shrinker = "simpler", tries = 2000)
 *     void overlapIsSymmetric(ObbPair2d p) {
 *         assertThat(MyBox.overlap(p.b(), p.a())).isEqualTo(MyBox.overlap(p.a(), p.b()));
 *     }
 * }
 * }</pre>
 *
 * <p>The generator and the shrinker are named static (or instance) methods of the test class taking no
 * argument and returning a {@link Gen} and a {@link Shrink} of the parameter's type. Inside the
 * method, {@link Property#assume(boolean)} and {@link Property#label(String)} work as with the runner.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@TestTemplate
@ExtendWith(PropertyTestExtension.class)
public @interface PropertyTest {
    /**
     * The name of the method that returns the case generator.
     *
     * @return the method's name
     */
    String generator();

    /**
     * The name of the method that returns the shrinker; empty for none.
     *
     * @return the method's name, or empty
     */
    String shrinker() default "";

    /**
     * How many cases to run; 0 (the default) means {@link Property#defaultTries()}.
     *
     * @return the number of tries
     */
    int tries() default 0;

    /**
     * The master seed; {@code Long.MIN_VALUE} (the default) means the runner's usual choice
     * ({@code -Dobbkit.seed}, else a hash of the property's name).
     *
     * @return the seed
     */
    long seed() default Long.MIN_VALUE;

    /**
     * A time budget in seconds after which the property stops early (and reports how many cases
     * ran); 0 (the default) for none.
     *
     * @return the budget
     */
    double maxSeconds() default 0;
}
