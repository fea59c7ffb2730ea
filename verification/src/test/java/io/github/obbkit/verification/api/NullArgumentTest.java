package io.github.obbkit.verification.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.verification.api.PublicApi.Member;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every public method and constructor of core2d, core3d, raycast and the testkit, given {@code null}
 * for one reference parameter not declared {@code @Nullable} and valid values for the rest, throws a
 * {@link NullPointerException} whose message is the parameter's name, as the JDK's
 * {@code Objects.requireNonNull(x, "x")} does: never the JVM's text naming a field or a local of
 * obbkit's code. Null checks come before any other check, so the numbers given for the other
 * parameters do not matter.
 */
class NullArgumentTest {
    /** Testkit classes that are JUnit plumbing or AssertJ entry points (which take null actuals). */
    private static final Set<String> NOT_ENTRY_POINTS = Set.of("PropertyTestExtension", "ObbAssertions",
            "Obb2dAssert", "Obb3dAssert", "Ray3dAssert");

    private static List<Member> members() {
        List<Member> members = new ArrayList<>();
        for (Class<?> anchor : List.of(Obb2d.class, Obb3d.class, Ray3d.class, Property.class)) {
            for (Member m : PublicApi.members(PublicApi.classesBeside(anchor))) {
                boolean testkit = anchor == Property.class;
                if (testkit && (NOT_ENTRY_POINTS.contains(m.owner().getSimpleName())
                        || Modifier.isAbstract(m.owner().getModifiers()) && !m.owner().isInterface())) {
                    continue;
                }
                String name = m.executable().getName();
                if (name.equals("equals") || m.owner().isEnum() && name.equals("valueOf")
                        || Modifier.isAbstract(m.executable().getModifiers())) {
                    continue; // equals takes null; valueOf is the JDK's; abstract methods are the user's
                }
                members.add(m);
            }
        }
        return members;
    }

    @Test
    void everyReferenceParameter_namesItselfWhenNull() throws Exception {
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (Member m : members()) {
            var e = m.executable();
            Class<?>[] types = e.getParameterTypes();
            for (int i = 0; i < types.length; i++) {
                if (types[i].isPrimitive() || PublicApi.nullable(e, i)) {
                    continue;
                }
                Object receiver = m.isStatic() ? null : PublicApi.receiver(m.owner());
                if (!m.isStatic() && receiver == null) {
                    failures.add(m + ": no receiver sample");
                    break;
                }
                Object[] args = PublicApi.arguments(e);
                args[i] = null;
                String name = e.getParameters()[i].getName();
                checked++;
                Throwable thrown = null;
                try {
                    if (e instanceof Method method) {
                        method.invoke(receiver, args);
                    } else {
                        ((Constructor<?>) e).newInstance(args);
                    }
                } catch (InvocationTargetException x) {
                    thrown = x.getCause();
                }
                if (!(thrown instanceof NullPointerException) || !name.equals(thrown.getMessage())) {
                    failures.add(m + " with " + name + " = null: " + thrown);
                }
            }
        }
        System.out.printf("[nulls] %d reference parameters checked, %d failures%n", checked, failures.size());
        assertThat(checked).as("the API was found").isGreaterThan(300);
        assertThat(failures).isEmpty();
    }
}
