package io.github.obbkit.testkit.junit;

import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.property.Shrink;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContextProvider;
import org.junit.platform.commons.support.ReflectionSupport;

/**
 * Runs {@link PropertyTest} methods: one JUnit invocation, inside which the {@link Property} runner
 * calls the method once per generated case. Registered by the annotation; not for direct use.
 */
public final class PropertyTestExtension implements TestTemplateInvocationContextProvider {
    /**
     * Created by JUnit.
     */
    public PropertyTestExtension() {
    }

    @Override
    public boolean supportsTestTemplate(ExtensionContext context) {
        return context.getTestMethod().map(m -> m.isAnnotationPresent(PropertyTest.class)).orElse(false);
    }

    @Override
    public Stream<TestTemplateInvocationContext> provideTestTemplateInvocationContexts(ExtensionContext context) {
        Method method = context.getRequiredTestMethod();
        if (method.getParameterCount() != 1) {
            throw new IllegalArgumentException("@PropertyTest method " + method.getName()
                    + " must take exactly one parameter, the generated case, but takes " + method.getParameterCount());
        }
        return Stream.of(new Invocation());
    }

    /** The single invocation: a placeholder argument for JUnit, and the interceptor that runs the property. */
    private static final class Invocation implements TestTemplateInvocationContext {
        @Override
        public String getDisplayName(int invocationIndex) {
            return "property";
        }

        @Override
        public List<Extension> getAdditionalExtensions() {
            return List.of(new Placeholder(), new Runner());
        }
    }

    /** Resolves the parameter with null: the interceptor never lets that call through (so it must be a reference type). */
    private static final class Placeholder implements ParameterResolver {
        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getIndex() == 0;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return null;
        }
    }

    /** Replaces the one call JUnit makes with the property runner's many. */
    private static final class Runner implements InvocationInterceptor {
        @Override
        public void interceptTestTemplateMethod(Invocation<Void> invocation,
                                                ReflectiveInvocationContext<Method> invocationContext,
                                                ExtensionContext context) throws Throwable {
            invocation.skip();
            Method method = invocationContext.getExecutable();
            Object target = invocationContext.getTarget().orElse(null);
            PropertyTest spec = method.getAnnotation(PropertyTest.class);
            Class<?> testClass = context.getRequiredTestClass();
            Gen<Object> gen = cast(call(testClass, target, spec.generator(), Gen.class, "generator"));
            String className = testClass.getName();
            Property<Object> property = Property.forAll(gen)
                    .named(className.substring(className.lastIndexOf('.') + 1) + "#" + method.getName());
            if (!spec.shrinker().isEmpty()) {
                property.shrinkWith(cast(call(testClass, target, spec.shrinker(), Shrink.class, "shrinker")));
            }
            if (spec.tries() > 0) {
                property.tries(spec.tries());
            }
            if (spec.seed() != Long.MIN_VALUE) {
                property.seed(spec.seed());
            }
            if (spec.maxSeconds() > 0) {
                property.timeBudget(Duration.ofNanos((long) (spec.maxSeconds() * 1e9)));
            }
            method.setAccessible(true);
            property.check(value -> {
                try {
                    method.invoke(target, value);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            });
        }

        @SuppressWarnings("unchecked")
        private static <T> T cast(Object o) {
            return (T) o;
        }

        private static Object call(Class<?> testClass, Object target, String name, Class<?> type, String role) {
            Method source = ReflectionSupport.findMethod(testClass, name)
                    .orElseThrow(() -> new IllegalArgumentException("@PropertyTest " + role + " method '" + name
                            + "' not found in " + testClass.getName()));
            Object value = ReflectionSupport.invokeMethod(source, java.lang.reflect.Modifier.isStatic(
                    source.getModifiers()) ? null : target);
            if (!type.isInstance(value)) {
                throw new IllegalArgumentException("@PropertyTest " + role + " method '" + name + "' must return a "
                        + type.getSimpleName() + ", returned " + value);
            }
            return value;
        }
    }
}
