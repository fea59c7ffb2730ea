package io.github.obbkit.verification.api;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core2d.SatAxis2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.core3d.SatAxis3d;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Picker3d;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayCaster3d;
import io.github.obbkit.raycast.RayHit;
import io.github.obbkit.raycast.ScanPicker3d;
import io.github.obbkit.raycast.Unprojector;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.gen.ObbPair2d;
import io.github.obbkit.testkit.gen.ObbPair3d;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.oracle.Push2d;
import io.github.obbkit.testkit.oracle.Push3d;
import io.github.obbkit.testkit.property.Shrink;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Executable;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.joml.Matrix2d;
import org.joml.Matrix2dc;
import org.joml.Matrix2f;
import org.joml.Matrix2fc;
import org.joml.Matrix3d;
import org.joml.Matrix3dc;
import org.joml.Matrix3f;
import org.joml.Matrix3fc;
import org.joml.Matrix3x2d;
import org.joml.Matrix3x2dc;
import org.joml.Matrix3x2f;
import org.joml.Matrix3x2fc;
import org.joml.Matrix4d;
import org.joml.Matrix4dc;
import org.joml.Matrix4f;
import org.joml.Matrix4fc;
import org.joml.Matrix4x3d;
import org.joml.Matrix4x3dc;
import org.joml.Quaterniond;
import org.joml.Quaterniondc;
import org.joml.Quaternionf;
import org.joml.Quaternionfc;
import org.joml.Vector2d;
import org.joml.Vector2dc;
import org.joml.Vector2f;
import org.joml.Vector2fc;
import org.joml.Vector3d;
import org.joml.Vector3dc;
import org.joml.Vector3f;
import org.joml.Vector3fc;
import org.jspecify.annotations.Nullable;

/**
 * The public API of core2d, core3d, raycast and the testkit, found by reflection on the compiled
 * classes (so a method added tomorrow is tested tomorrow without editing a list), and a valid,
 * fresh sample value for every parameter type it uses.
 */
final class PublicApi {
    private PublicApi() {
    }

    /** A public method or constructor and the class it was found on. */
    record Member(Class<?> owner, Executable executable) {
        boolean isStatic() {
            return executable instanceof java.lang.reflect.Constructor<?> || Modifier.isStatic(executable.getModifiers());
        }

        @Override
        public String toString() {
            return owner.getSimpleName() + "." + executable.getName() + Stream.of(executable.getParameterTypes())
                    .map(Class::getSimpleName).reduce((x, y) -> x + ", " + y).map(s -> "(" + s + ")").orElse("()");
        }
    }

    /** The public classes of the module holding {@code anchor}, from its exported package only. */
    static List<Class<?>> classesBeside(Class<?> anchor) {
        try {
            Path root = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
            String pkg = anchor.getPackageName();
            List<Class<?>> classes = new ArrayList<>();
            if (Files.isDirectory(root)) {
                Path dir = root.resolve(pkg.replace('.', '/'));
                try (Stream<Path> files = Files.list(dir)) {
                    for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                        String name = f.getFileName().toString();
                        if (name.endsWith(".class") && !name.equals("package-info.class")) {
                            add(classes, pkg + "." + name.substring(0, name.length() - 6));
                        }
                    }
                }
            } else {
                try (java.util.jar.JarFile jar = new java.util.jar.JarFile(root.toFile())) {
                    String prefix = pkg.replace('.', '/') + "/";
                    jar.stream().map(java.util.jar.JarEntry::getName)
                            .filter(n -> n.startsWith(prefix) && n.endsWith(".class") && n.indexOf('/', prefix.length()) < 0
                                    && !n.endsWith("package-info.class"))
                            .sorted().forEach(n -> add(classes, n.substring(0, n.length() - 6).replace('/', '.')));
                }
            }
            return classes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void add(List<Class<?>> classes, String name) {
        try {
            Class<?> c = Class.forName(name, false, PublicApi.class.getClassLoader());
            if (isPublic(c)) {
                classes.add(c);
            }
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean isPublic(Class<?> c) {
        for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
            if (!Modifier.isPublic(k.getModifiers())) {
                return false;
            }
        }
        return true;
    }

    /** Every public method and constructor declared by the given classes, in a stable order. */
    static List<Member> members(List<Class<?>> classes) {
        List<Member> members = new ArrayList<>();
        for (Class<?> c : classes) {
            List<Executable> found = new ArrayList<>(List.of(c.getDeclaredMethods()));
            found.addAll(List.of(c.getDeclaredConstructors()));
            found.stream().filter(e -> Modifier.isPublic(e.getModifiers()) && !e.isSynthetic())
                    .sorted(Comparator.comparing(Executable::toGenericString))
                    .forEach(e -> members.add(new Member(c, e)));
        }
        return members;
    }

    /** Whether parameter {@code i} is declared {@code @Nullable}. */
    static boolean nullable(Executable e, int i) {
        AnnotatedType t = e.getAnnotatedParameterTypes()[i];
        return t.isAnnotationPresent(Nullable.class) || e.getParameters()[i].isAnnotationPresent(Nullable.class);
    }

    /** A cube of twelve triangles about the origin, corners at +-1: vertices, then indices. */
    private static final double[] CUBE_VERTICES = {-1, -1, -1, 1, -1, -1, 1, 1, -1, -1, 1, -1, -1, -1, 1, 1, -1, 1, 1, 1,
        1, -1, 1, 1};
    private static final int[] CUBE_INDICES = {4, 5, 6, 4, 6, 7, 1, 0, 3, 1, 3, 2, 0, 4, 7, 0, 7, 3, 5, 1, 2, 5, 2, 6,
        3, 7, 6, 3, 6, 2, 0, 1, 5, 0, 5, 4};

    private static Obb3d unitBox() {
        return Obb3d.fromAabb(Aabb3d.of(-1, -1, -1, 1, 1, 1));
    }

    private static final Map<Class<?>, Supplier<Object>> SAMPLES = Map.ofEntries(
            Map.entry(double.class, () -> 0.5),
            Map.entry(float.class, () -> 0.5f),
            Map.entry(int.class, () -> 0),
            Map.entry(long.class, () -> 1L),
            Map.entry(boolean.class, () -> true),
            Map.entry(double[].class, () -> new double[64]),
            Map.entry(int[].class, () -> new int[] {0, 0, 64, 64}),
            Map.entry(long[].class, () -> new long[4]),
            Map.entry(Obb3d[].class, () -> new Obb3d[] {unitBox()}),
            Map.entry(Vector2d[].class, () -> new Vector2d[] {new Vector2d(0, 0), new Vector2d(1, 2), new Vector2d(2, 1)}),
            Map.entry(Vector3d[].class, () -> new Vector3d[] {new Vector3d(0, 0, 0), new Vector3d(1, 2, 3),
                new Vector3d(3, 1, 2)}),
            Map.entry(String.class, () -> "name"),
            Map.entry(Object.class, () -> "an object"),
            Map.entry(Obb2d.class, () -> Obb2d.of(0, 0, 0.25, 1, 2)),
            Map.entry(Aabb2d.class, () -> Aabb2d.of(-1, -1, 1, 1)),
            Map.entry(Mtv2d.class, () -> Mtv2d.of(1, 0, 0.5, SatAxis2d.values()[0])),
            Map.entry(SatAxis2d.class, () -> SatAxis2d.values()[0]),
            Map.entry(Obb3d.class, PublicApi::unitBox),
            Map.entry(Aabb3d.class, () -> Aabb3d.of(-1, -1, -1, 1, 1, 1)),
            Map.entry(Mtv3d.class, () -> Mtv3d.of(1, 0, 0, 0.5, SatAxis3d.values()[0])),
            Map.entry(SatAxis3d.class, () -> SatAxis3d.values()[0]),
            Map.entry(Obb3dBatch.class, () -> {
                Obb3dBatch batch = Obb3dBatch.withCapacity(4);
                batch.add(unitBox());
                return batch;
            }),
            Map.entry(Obb3dBatch.BoxTest.class, () -> (Obb3dBatch.BoxTest) (cx, cy, cz, ux, uy, uz, vx, vy, vz, wx, wy, wz,
                    hx, hy, hz) -> true),
            Map.entry(Ray2d.class, () -> Ray2d.of(-5, 0, 1, 0)),
            Map.entry(Ray3d.class, () -> Ray3d.of(-5, 0, 0, 1, 0, 0)),
            Map.entry(Ray3d[].class, () -> new Ray3d[] {Ray3d.of(-5, 0, 0, 1, 0, 0)}),
            Map.entry(BoxFace.class, () -> BoxFace.of(0, 1)),
            Map.entry(RayHit.class, () -> RayHit.of(1, 2, BoxFace.of(0, -1), BoxFace.of(0, 1))),
            Map.entry(Pick.class, () -> Pick.of(0, 1, BoxFace.of(0, -1))),
            Map.entry(MutableRayHit.class, MutableRayHit::new),
            Map.entry(MutablePick.class, MutablePick::new),
            Map.entry(PickWorkspace.class, PickWorkspace::new),
            Map.entry(Bvh3d.class, () -> Bvh3d.build(List.of(unitBox()))),
            Map.entry(Picker3d.class, () -> Bvh3d.build(List.of(unitBox()))),
            Map.entry(ScanPicker3d.class, () -> ScanPicker3d.of(unitBox())),
            Map.entry(RayCaster3d.class, () -> RayCaster3d.of(Ray3d.of(-5, 0, 0, 1, 0, 0))),
            Map.entry(Unprojector.DepthRange.class, () -> Unprojector.DepthRange.values()[0]),
            Map.entry(Unprojector.class, () -> Unprojector.of(new Matrix4d().perspective(1, 1, 0.1, 100),
                    Unprojector.DepthRange.values()[0])),
            Map.entry(io.github.obbkit.core2d.Contact2d.class, () -> io.github.obbkit.core2d.Contact2d.of(0.5, 1, 0,
                    SatAxis2d.values()[0])),
            Map.entry(io.github.obbkit.core3d.Contact3d.class, () -> io.github.obbkit.core3d.Contact3d.of(0.5, 1, 0, 0,
                    SatAxis3d.values()[0])),
            Map.entry(io.github.obbkit.core2d.MutableContact2d.class, io.github.obbkit.core2d.MutableContact2d::new),
            Map.entry(io.github.obbkit.core3d.MutableContact3d.class, io.github.obbkit.core3d.MutableContact3d::new),
            Map.entry(Vector2dc[].class, () -> new Vector2dc[] {new Vector2d(0, 0), new Vector2d(1, 2), new Vector2d(2, 1)}),
            Map.entry(Vector2fc[].class, () -> new Vector2fc[] {new Vector2f(0, 0), new Vector2f(1, 2), new Vector2f(2, 1)}),
            Map.entry(Vector3dc[].class, () -> new Vector3dc[] {new Vector3d(0, 0, 0), new Vector3d(1, 2, 3),
                new Vector3d(3, 1, 2)}),
            Map.entry(Vector3fc[].class, () -> new Vector3fc[] {new Vector3f(0, 0, 0), new Vector3f(1, 2, 3),
                new Vector3f(3, 1, 2)}),
            Map.entry(org.joml.Vector4d.class, org.joml.Vector4d::new),
            Map.entry(Matrix4d.class, Matrix4d::new),
            Map.entry(io.github.obbkit.core3d.Frustum.DepthRange.class, () -> io.github.obbkit.core3d.Frustum.DepthRange
                    .values()[0]),
            Map.entry(io.github.obbkit.core3d.Frustum.Plane.class, () -> io.github.obbkit.core3d.Frustum.Plane.values()[0]),
            Map.entry(io.github.obbkit.core3d.Frustum.class, () -> io.github.obbkit.core3d.Frustum.of(
                    new Matrix4d().perspective(1, 1, 0.1, 100).lookAt(0, 0, 10, 0, 0, 0, 0, 1, 0),
                    io.github.obbkit.core3d.Frustum.DepthRange.values()[0])),
            Map.entry(io.github.obbkit.core3d.Containment.class, () -> io.github.obbkit.core3d.Containment.values()[0]),
            Map.entry(io.github.obbkit.core3d.PointFit3d.Method.class, () -> io.github.obbkit.core3d.PointFit3d.Method
                    .values()[0]),
            Map.entry(io.github.obbkit.core2d.PointFitWorkspace2d.class, io.github.obbkit.core2d.PointFitWorkspace2d::new),
            Map.entry(io.github.obbkit.core3d.PointFitWorkspace3d.class, io.github.obbkit.core3d.PointFitWorkspace3d::new),
            Map.entry(io.github.obbkit.raycast.SelectionMode.class, () -> io.github.obbkit.raycast.SelectionMode.values()[0]),
            Map.entry(io.github.obbkit.raycast.BuildMode.class, () -> io.github.obbkit.raycast.BuildMode.values()[0]),
            Map.entry(io.github.obbkit.raycast.Bvh3dQuality.class, () -> new io.github.obbkit.raycast.Bvh3dQuality(2, 1)),
            Map.entry(BoxFace[].class, () -> new BoxFace[64 * 64]),
            Map.entry(io.github.obbkit.raycast.Mesh3d.class, () -> io.github.obbkit.raycast.Mesh3d.of(CUBE_VERTICES.clone(), CUBE_INDICES.clone())),
            Map.entry(io.github.obbkit.raycast.MeshPicker3d.class, () -> io.github.obbkit.raycast.MeshPicker3d.build(
                    List.of(unitBox()), List.of(io.github.obbkit.raycast.Mesh3d.of(CUBE_VERTICES.clone(), CUBE_INDICES.clone())))),
            Map.entry(io.github.obbkit.raycast.MeshPickWorkspace.class, io.github.obbkit.raycast.MeshPickWorkspace::new),
            Map.entry(io.github.obbkit.raycast.MutableMeshPick.class, io.github.obbkit.raycast.MutableMeshPick::new),
            Map.entry(io.github.obbkit.raycast.MutableTriangleHit.class, io.github.obbkit.raycast.MutableTriangleHit::new),
            Map.entry(io.github.obbkit.raycast.FramePickWorkspace.class, io.github.obbkit.raycast.FramePickWorkspace::new),
            Map.entry(io.github.obbkit.raycast.FramePicker.class, () -> io.github.obbkit.raycast.FramePicker.of(
                    Bvh3d.build(List.of(unitBox())), Unprojector.of(new Matrix4d().perspective(1, 1, 0.1, 100),
                            Unprojector.DepthRange.values()[0]))),
            Map.entry(io.github.obbkit.testkit.property.Property.Check.class,
                    () -> (io.github.obbkit.testkit.property.Property.Check<Object>) x -> { }),
            Map.entry(Matrix2d.class, Matrix2d::new),
            Map.entry(Matrix2dc.class, Matrix2d::new),
            Map.entry(Matrix2fc.class, Matrix2f::new),
            Map.entry(Matrix3d.class, Matrix3d::new),
            Map.entry(Matrix3dc.class, Matrix3d::new),
            Map.entry(Matrix3fc.class, Matrix3f::new),
            Map.entry(Matrix3x2dc.class, Matrix3x2d::new),
            Map.entry(Matrix3x2fc.class, Matrix3x2f::new),
            Map.entry(Matrix4dc.class, Matrix4d::new),
            Map.entry(Matrix4fc.class, Matrix4f::new),
            Map.entry(Matrix4x3dc.class, Matrix4x3d::new),
            Map.entry(Quaterniondc.class, Quaterniond::new),
            Map.entry(Quaternionfc.class, Quaternionf::new),
            Map.entry(Vector2d.class, () -> new Vector2d(1, 0)),
            Map.entry(Vector2dc.class, () -> new Vector2d(1, 0)),
            Map.entry(Vector2fc.class, () -> new Vector2f(1, 0)),
            Map.entry(Vector3d.class, () -> new Vector3d(1, 0, 0)),
            Map.entry(Vector3dc.class, () -> new Vector3d(1, 0, 0)),
            Map.entry(Vector3fc.class, () -> new Vector3f(1, 0, 0)),
            Map.entry(Gen.class, () -> Gen.constant(1.0)),
            Map.entry(Gen[].class, () -> new Gen<?>[] {Gen.constant(1.0)}),
            Map.entry(Shrink.class, Shrink::none),
            Map.entry(Shrink[].class, () -> new Shrink<?>[] {Shrink.none()}),
            Map.entry(Property.class, () -> Property.forAll(Gen.constant(1.0))),
            Map.entry(ObbPair2d.class, () -> new ObbPair2d(Obb2d.of(0, 0, 0, 1, 1), Obb2d.of(1, 0, 0, 1, 1), "f")),
            Map.entry(ObbPair3d.class, () -> new ObbPair3d(unitBox(), unitBox(), "f")),
            Map.entry(io.github.obbkit.testkit.gen.RayCase3d.class, () -> new io.github.obbkit.testkit.gen.RayCase3d(
                    Ray3d.of(-5, 0, 0, 1, 0, 0), unitBox(), "f")),
            Map.entry(Push2d.class, () -> new Push2d(1, 0, 0.5)),
            Map.entry(Push3d.class, () -> new Push3d(1, 0, 0, 0.5)),
            Map.entry(RandomGenerator.class, () -> new SplittableRandom(1)),
            Map.entry(Duration.class, () -> Duration.ofSeconds(1)),
            Map.entry(java.util.function.Function.class, () -> (java.util.function.Function<Object, Object>) x -> x),
            Map.entry(java.util.function.BiFunction.class, () -> (java.util.function.BiFunction<Object, Object, Object>)
                    (x, y) -> x),
            Map.entry(java.util.function.Predicate.class, () -> (java.util.function.Predicate<Object>) x -> true),
            Map.entry(org.junit.jupiter.api.function.ThrowingConsumer.class,
                    () -> (org.junit.jupiter.api.function.ThrowingConsumer<Object>) x -> { }));

    /** Whether there is a sample for a parameter type. */
    static boolean hasSample(Class<?> type) {
        return SAMPLES.containsKey(type) || type == List.class || type == java.util.Collection.class
                || type == Map.class;
    }

    /** A fresh valid value of a parameter type (for lists, of the element type the signature names). */
    static Object sample(Class<?> type, Type generic) {
        if (type == List.class || type == java.util.Collection.class) {
            Class<?> element = Obb3d.class;
            if (generic instanceof ParameterizedType p && p.getActualTypeArguments()[0] instanceof Class<?> c) {
                element = c;
            } else if (generic instanceof ParameterizedType p
                    && p.getActualTypeArguments()[0] instanceof java.lang.reflect.WildcardType w
                    && w.getUpperBounds()[0] instanceof Class<?> c && c != Object.class) {
                element = c;
            }
            List<Object> list = new ArrayList<>();
            if (element == Vector2dc.class || element == Vector2d.class) {
                list.addAll(List.of(new Vector2d(0, 0), new Vector2d(1, 2), new Vector2d(2, 1)));
            } else if (element == Vector3dc.class || element == Vector3d.class) {
                list.addAll(List.of(new Vector3d(0, 0, 0), new Vector3d(1, 2, 3), new Vector3d(3, 1, 2)));
            } else if (SAMPLES.containsKey(element)) {
                list.add(SAMPLES.get(element).get());
            } else {
                list.add(1.0);
            }
            return list;
        }
        if (type == Map.class) {
            return Map.of();
        }
        Supplier<Object> s = SAMPLES.get(type);
        if (s == null) {
            throw new IllegalStateException("no sample for " + type.getName() + ": add one to PublicApi");
        }
        return s.get();
    }

    /** Fresh valid arguments for every parameter. */
    static Object[] arguments(Executable e) {
        Class<?>[] types = e.getParameterTypes();
        Type[] generic = e.getGenericParameterTypes();
        Object[] args = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            args[i] = sample(types[i], i < generic.length ? generic[i] : types[i]);
        }
        return args;
    }

    /** A receiver for an instance method of {@code owner}. */
    static @Nullable Object receiver(Class<?> owner) {
        return SAMPLES.containsKey(owner) ? SAMPLES.get(owner).get() : null;
    }
}
