package io.github.obbkit.testkit.contract;

import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

/**
 * The name a contract's property goes by: the JUnit test it runs in, as {@code Class#method} with the
 * concrete test class (the user's subclass, not the contract), which is what Surefire's
 * {@code -Dtest=} and the printed replay command take.
 */
final class TestNames {
    private static final StackWalker WALKER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    private TestNames() {
    }

    /**
     * The test method of {@code test} that is running on this thread.
     *
     * @param test the contract instance
     * @return {@code ClassName#method}, the class name without its package
     */
    static String of(Object test) {
        Class<?> type = test.getClass();
        String method = WALKER.walk(frames -> frames
                .filter(f -> f.getDeclaringClass().isAssignableFrom(type))
                .filter(f -> isTest(f.getDeclaringClass(), f.getMethodName(), f.getMethodType().parameterArray()))
                .map(StackWalker.StackFrame::getMethodName)
                .findFirst()
                .orElse("property"));
        String name = type.getName();
        return name.substring(name.lastIndexOf('.') + 1) + "#" + method;
    }

    private static boolean isTest(Class<?> owner, String name, Class<?>[] parameters) {
        try {
            Method m = owner.getDeclaredMethod(name, parameters);
            return m.isAnnotationPresent(Test.class);
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
