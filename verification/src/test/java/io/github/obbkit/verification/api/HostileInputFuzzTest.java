package io.github.obbkit.verification.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.verification.api.PublicApi.Member;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.joml.Matrix2d;
import org.joml.Matrix3d;
import org.joml.Matrix3x2d;
import org.joml.Matrix4d;
import org.joml.Matrix4x3d;
import org.joml.Quaterniond;
import org.joml.Vector2d;
import org.joml.Vector3d;
import org.junit.jupiter.api.Test;

/**
 * Calls every public method and constructor of core2d, core3d and raycast, found by reflection, with
 * hostile arguments: NaN (with payloads), infinities, {@code ±Double.MAX_VALUE}, values just past the
 * domain ({@code 1e300}), subnormals, {@code -0.0}, {@code null}, {@code Integer} extremes, empty and
 * short arrays and offsets out of range, and boxes at the domain's edges (huge, tiny, flat, far out).
 * Each call must answer or throw what the bad-input table documents: an
 * {@link IllegalArgumentException} with a message, or a {@link NullPointerException} naming a
 * parameter that was {@code null}. An answer must hold no NaN, and no infinity except where a method
 * documents one (a ray hit's range may be unbounded); JOML arguments and arrays that a method only
 * reads must come back unchanged. Bounded: a fixed number of calls per method, a few seconds in all.
 */
class HostileInputFuzzTest {
    private static final int CALLS_PER_MEMBER = 100;

    private static final double[] SPECIAL = {0.0, -0.0, 1.0, -1.0, 0.5, 2, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE,
        -Double.MAX_VALUE, 1e308, -1e308, 1e-308, 1e154, 1e-154, 1e300, -1e300, 1.0000000000000002e300, 1e301,
        Double.longBitsToDouble(0x7ff0000000000123L), Double.longBitsToDouble(0xfff8000000000001L), Math.PI, 3e7};
    private static final int[] SPECIAL_INTS = {0, 1, -1, 2, 3, 4, 5, 6, 14, 15, 16, 63, 64, 65, Integer.MAX_VALUE,
        Integer.MIN_VALUE, Integer.MAX_VALUE - 8, Integer.MAX_VALUE - 63};

    /**
     * Answers that may be infinite by contract: the ends of a hit's parameter range (the range given
     * may be unbounded), and a squared distance past the largest double (its Javadoc says so).
     */
    private static final Set<String> MAY_BE_INFINITE = Set.of("tMin", "tMax", "t", "distanceSquared");

    /**
     * Answers documented as NaN after a miss ({@code MutableRayHit}, {@code MutablePick},
     * {@code MutableTriangleHit}, {@code MutableMeshPick}) or while a contact holder is empty
     * ({@code MutableContact2d}, {@code MutableContact3d}).
     */
    private static final Set<String> NAN_AFTER_A_MISS = Set.of("tMin", "tMax", "t", "time", "depth", "normalX",
            "normalY", "normalZ", "u", "v", "w");

    /** Parameters a method writes into (the rest are read only and must come back unchanged). */
    private static final Set<String> WRITTEN = Set.of("dest", "hits", "indices", "ts", "faces", "origin", "direction",
            "workspace", "boxes");

    private final SplittableRandom random = new SplittableRandom(0x0BB20L);
    private final List<String> failures = new ArrayList<>();
    private final Set<String> failed = new java.util.HashSet<>();
    private int answered;
    private int rejected;

    private double hostile() {
        int kind = random.nextInt(10);
        if (kind < 4) {
            return SPECIAL[random.nextInt(SPECIAL.length)];
        } else if (kind < 5) {
            return Double.longBitsToDouble(random.nextLong());
        } else if (kind < 8) {
            return (random.nextDouble() * 2 - 1) * Math.pow(10, random.nextInt(-300, 301));
        }
        return random.nextInt(-3, 4);
    }

    private int hostileInt() {
        return random.nextInt(3) == 0 ? random.nextInt(-5, 200) : SPECIAL_INTS[random.nextInt(SPECIAL_INTS.length)];
    }

    /** Boxes and rays at the domain's edges: valid, but as hard as valid gets. */
    private final List<Supplier<Object>> edgeValues = List.of(
            () -> Obb3d.fromAxes(9e299, 0, 0, 0.6, 0.8, 0, -0.8, 0.6, 0, 0, 0, 1, 1e299, 0, 1e-300),
            () -> Obb3d.of(0, 0, 0, new Quaterniond().rotationXYZ(0.1, 0.2, 0.3), 3e299, 3e299, 3e299),
            () -> Obb3d.fromAabb(Aabb3d.of(-1e-300, 0, 0, 0, 0, 0)),
            () -> Obb2d.of(-1e300 + 1e290, 0, 0.7, 1e290, 0),
            () -> Obb2d.of(0, 0, 1e-9, 5e299, 4e299),
            () -> Aabb3d.of(-1e300, -1e300, -1e300, 1e300, 1e300, 1e300),
            () -> Aabb2d.of(1e300, 1e300, 1e300, 1e300),
            () -> Ray3d.of(-1e300, 1e300, -0.0, 1e-150, 1e150, 1),
            () -> Ray2d.of(1e300, -1e300, -1e150, 1e-150));

    private Object argument(Class<?> type, java.lang.reflect.Type generic) {
        if (type == double.class) {
            return hostile();
        } else if (type == float.class) {
            return (float) hostile();
        } else if (type == int.class) {
            return hostileInt();
        } else if (type == long.class) {
            return (long) hostileInt();
        } else if (type == boolean.class) {
            return random.nextBoolean();
        }
        if (random.nextInt(12) == 0) {
            return null;
        }
        if (type == double[].class) {
            double[] a = new double[new int[] {0, 1, 4, 5, 6, 8, 15, 16, 24, 64}[random.nextInt(10)]];
            for (int i = 0; i < a.length; i++) {
                a[i] = hostile();
            }
            return a;
        } else if (type == int[].class) {
            int[] a = new int[new int[] {0, 1, 3, 4, 16, 64, 200}[random.nextInt(7)]];
            for (int i = 0; i < a.length; i++) {
                a[i] = hostileInt();
            }
            return a;
        } else if (type == long[].class) {
            return new long[random.nextInt(0, 5)];
        } else if (type.isArray() && !type.getComponentType().isPrimitive()) {
            Object a = Array.newInstance(type.getComponentType(), random.nextInt(0, 9));
            for (int i = 0; i < Array.getLength(a); i++) {
                Array.set(a, i, random.nextInt(8) == 0 ? null : sampleOf(type.getComponentType(), type.getComponentType()));
            }
            return a;
        }
        return sampleOf(type, generic);
    }

    /** A hostile JOML value, an edge value of the type, or a plain valid one. */
    private Object sampleOf(Class<?> type, java.lang.reflect.Type generic) {
        String n = type.getSimpleName();
        if (n.startsWith("Vector2")) {
            return n.contains("f") ? new org.joml.Vector2f((float) hostile(), (float) hostile())
                    : new Vector2d(hostile(), hostile());
        } else if (n.startsWith("Vector3")) {
            return n.contains("f") ? new org.joml.Vector3f((float) hostile(), (float) hostile(), (float) hostile())
                    : new Vector3d(hostile(), hostile(), hostile());
        } else if (n.startsWith("Quaternion")) {
            Quaterniond q = random.nextBoolean() ? new Quaterniond(hostile(), hostile(), hostile(), hostile())
                    : new Quaterniond().rotationXYZ(hostile(), hostile(), hostile());
            return n.contains("f") ? new org.joml.Quaternionf(q) : q;
        } else if (n.startsWith("Matrix4x3")) {
            return new Matrix4x3d().set(hostileMatrix(12));
        } else if (n.startsWith("Matrix4")) {
            Matrix4d m = random.nextBoolean() ? new Matrix4d().set(hostileMatrix(16))
                    : new Matrix4d().translationRotateScale(hostile(), hostile(), hostile(), 0, 0, 0, 1, hostile(),
                            hostile(), hostile());
            return n.contains("f") ? new org.joml.Matrix4f(m) : m;
        } else if (n.startsWith("Matrix3x2")) {
            double[] v = hostileMatrix(6);
            if (n.contains("f")) {
                return new org.joml.Matrix3x2f((float) v[0], (float) v[1], (float) v[2], (float) v[3], (float) v[4],
                        (float) v[5]);
            }
            return new Matrix3x2d().set(v);
        } else if (n.startsWith("Matrix3")) {
            double[] v = hostileMatrix(9);
            if (n.contains("f")) {
                return new org.joml.Matrix3f((float) v[0], (float) v[1], (float) v[2], (float) v[3], (float) v[4],
                        (float) v[5], (float) v[6], (float) v[7], (float) v[8]);
            }
            return new Matrix3d().set(v);
        } else if (n.startsWith("Matrix2")) {
            double[] v = hostileMatrix(4);
            if (n.contains("f")) {
                return new org.joml.Matrix2f((float) v[0], (float) v[1], (float) v[2], (float) v[3]);
            }
            return new Matrix2d(v[0], v[1], v[2], v[3]);
        }
        if (random.nextBoolean()) {
            for (int tries = 0; tries < 3; tries++) {
                Object edge = edgeValues.get(random.nextInt(edgeValues.size())).get();
                if (type.isInstance(edge)) {
                    return edge;
                }
            }
        }
        return PublicApi.sample(type, generic);
    }

    private double[] hostileMatrix(int n) {
        double[] m = new double[n];
        for (int i = 0; i < n; i++) {
            m[i] = random.nextInt(3) == 0 ? hostile() : (i % 5 == 0 ? 1 : 0);
        }
        return m;
    }

    private static Object copy(Object o) {
        if (o == null) {
            return null;
        } else if (o instanceof double[] a) {
            return a.clone();
        } else if (o instanceof int[] a) {
            return a.clone();
        } else if (o instanceof long[] a) {
            return a.clone();
        } else if (o instanceof Object[] a) {
            return a.clone();
        }
        return o.toString();
    }

    private static boolean same(Object before, Object after) {
        if (before == null) {
            return after == null;
        } else if (before instanceof double[] a) {
            return Arrays.equals(a, (double[]) after);
        } else if (before instanceof int[] a) {
            return Arrays.equals(a, (int[]) after);
        } else if (before instanceof long[] a) {
            return Arrays.equals(a, (long[]) after);
        } else if (before instanceof Object[] a) {
            return Arrays.equals(a, (Object[]) after);
        }
        return before.equals(after.toString());
    }

    /** The numbers an answer exposes through its no-argument accessors (one level deep). */
    private void checkAnswer(Member m, Object receiver, Object result) throws ReflectiveOperationException {
        if (result == null) {
            return;
        }
        if (result instanceof Double d) {
            checkNumber(m, m.executable().getName(), d, missed(receiver));
            return;
        }
        if (!result.getClass().getPackageName().startsWith("io.github.obbkit")) {
            if (result instanceof Vector3d v && !(Double.isFinite(v.x) && Double.isFinite(v.y) && Double.isFinite(v.z))) {
                failures.add(m + " answered " + v);
            } else if (result instanceof Vector2d v && !(Double.isFinite(v.x) && Double.isFinite(v.y))) {
                failures.add(m + " answered " + v);
            }
            return;
        }
        for (Method read : result.getClass().getMethods()) {
            if (read.getParameterCount() == 0 && read.getReturnType() == double.class
                    && !Modifier.isStatic(read.getModifiers())) {
                checkNumber(m, read.getName(), (Double) read.invoke(result), missed(result));
            }
        }
    }

    /** Whether a result holder says it holds a miss, so its parameters are NaN by contract. */
    private static boolean missed(Object holder) throws ReflectiveOperationException {
        if (holder == null) {
            return false;
        }
        for (String flag : new String[] {"isHit", "hasContact"}) {
            try {
                return !(Boolean) holder.getClass().getMethod(flag).invoke(holder);
            } catch (NoSuchMethodException notThisKind) {
                // try the next kind of holder
            }
        }
        return false;
    }

    private void checkNumber(Member m, String name, double value, boolean missed) {
        if (Double.isNaN(value) && !(missed && NAN_AFTER_A_MISS.contains(name))
                || Double.isInfinite(value) && !MAY_BE_INFINITE.contains(name)) {
            failures.add(m + " answered " + name + " = " + value);
        }
    }

    private void call(Member m) throws ReflectiveOperationException {
        Executable e = m.executable();
        Class<?>[] types = e.getParameterTypes();
        java.lang.reflect.Type[] generic = e.getGenericParameterTypes();
        Object[] args = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            args[i] = argument(types[i], i < generic.length ? generic[i] : types[i]);
        }
        Object receiver = null;
        if (!m.isStatic()) {
            receiver = random.nextBoolean() ? null : sampleOf(m.owner(), m.owner());
            if (receiver == null || !m.owner().isInstance(receiver)) {
                receiver = PublicApi.receiver(m.owner());
            }
            if (receiver == null) {
                return;
            }
        }
        Object[] before = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            before[i] = copy(args[i]);
        }
        try {
            Object result = e instanceof Method method ? method.invoke(receiver, args)
                    : ((Constructor<?>) e).newInstance(args);
            answered++;
            checkAnswer(m, receiver, result);
        } catch (InvocationTargetException x) {
            Throwable thrown = x.getCause();
            if (thrown instanceof IllegalArgumentException && thrown.getMessage() != null
                    && !thrown.getMessage().isBlank()) {
                rejected++;
            } else if (thrown instanceof NullPointerException && nullParameter(e, args, thrown.getMessage())) {
                rejected++;
            } else {
                failures.add(m + " threw " + thrown + " for " + Arrays.deepToString(args));
            }
        }
        for (int i = 0; i < args.length; i++) {
            String name = e.getParameters()[i].getName();
            if (!WRITTEN.contains(name) && !same(before[i], args[i])) {
                failures.add(m + " changed its argument " + name + " from " + before[i] + " to " + copy(args[i]));
            }
        }
    }

    private static boolean nullParameter(Executable e, Object[] args, String message) {
        for (int i = 0; i < args.length; i++) {
            String name = e.getParameters()[i].getName();
            if (args[i] == null && name.equals(message)) {
                return true;
            }
            if (args[i] instanceof Object[] a && message != null && message.startsWith(name + "[")) {
                return Arrays.asList(a).contains(null);
            }
        }
        return false;
    }

    @Test
    void everyPublicMethod_answersValidlyOrThrowsWhatIsDocumented() throws ReflectiveOperationException {
        List<Member> members = new ArrayList<>();
        for (Class<?> anchor : List.of(Obb2d.class, Obb3d.class, Ray3d.class)) {
            for (Member m : PublicApi.members(PublicApi.classesBeside(anchor))) {
                String name = m.executable().getName();
                if (!Modifier.isAbstract(m.executable().getModifiers()) && !name.equals("equals")
                        && !(m.owner().isEnum() && name.equals("valueOf"))
                        && !(name.equals("withCapacity"))) {
                    members.add(m);
                }
            }
        }
        long start = System.nanoTime();
        for (Member m : members) {
            for (int i = 0; i < CALLS_PER_MEMBER && !failed.contains(m.toString()); i++) {
                int before = failures.size();
                call(m);
                if (failures.size() > before) {
                    failed.add(m.toString()); // one report per method is enough to act on
                }
            }
        }
        // withCapacity with hostile capacities would allocate gigabytes: its extremes only
        for (int capacity : new int[] {-1, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE - 7}) {
            try {
                io.github.obbkit.core3d.Obb3dBatch.withCapacity(capacity);
                failures.add("withCapacity(" + capacity + ") answered");
            } catch (IllegalArgumentException expected) {
                rejected++;
            }
        }
        System.out.printf("[fuzz] %d methods of core2d, core3d and raycast: %d calls answered, %d rejected, %d ms%n",
                members.size(), answered, rejected, (System.nanoTime() - start) / 1_000_000);
        assertThat(failures).isEmpty();
        assertThat(members.size()).as("the API was found").isGreaterThan(300);
        assertThat(answered).as("the happy path is reached").isGreaterThan((answered + rejected) / 10);
    }
}
