package io.github.obbkit.bench;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Mesh3d;
import io.github.obbkit.raycast.MeshPickWorkspace;
import io.github.obbkit.raycast.MeshPicker3d;
import io.github.obbkit.raycast.MutableMeshPick;
import io.github.obbkit.raycast.Ray3d;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.joml.Quaterniond;
import org.joml.Vector3d;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Two-level picking on 1,000 objects of 1,000 triangles each (a UV sphere of 25 slices and 21 stacks,
 * instanced, each object turned at random and placed in a 60-unit cube): the two hierarchies beside the
 * brute-force scan of all 1,000,000 triangles, which answers the same. One operation is one pick of one
 * ray; 1,024 rays from a plane in front of the scene through random points of its middle, walked in turn.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MeshPickBench {
    private static final int OBJECTS = 1000;
    private MeshPicker3d picker;
    private final Ray3d[] rays = new Ray3d[1024];
    private final MeshPickWorkspace workspace = new MeshPickWorkspace();
    private final MutableMeshPick pick = new MutableMeshPick();
    private int cursor;

    /** A UV sphere of radius 1: {@code 2 slices (stacks - 2) + 2 slices} triangles. */
    static Mesh3d sphere(int slices, int stacks) {
        List<Double> v = new ArrayList<>();
        Collections.addAll(v, 0.0, 0.0, 1.0);
        for (int i = 1; i < stacks; i++) {
            double phi = Math.PI * i / stacks;
            for (int j = 0; j < slices; j++) {
                double theta = 2 * Math.PI * j / slices;
                Collections.addAll(v, Math.sin(phi) * Math.cos(theta), Math.sin(phi) * Math.sin(theta), Math.cos(phi));
            }
        }
        Collections.addAll(v, 0.0, 0.0, -1.0);
        int south = v.size() / 3 - 1;
        List<Integer> f = new ArrayList<>();
        for (int j = 0; j < slices; j++) {
            int jn = (j + 1) % slices;
            Collections.addAll(f, 0, 1 + j, 1 + jn);
            Collections.addAll(f, south, 1 + (stacks - 2) * slices + jn, 1 + (stacks - 2) * slices + j);
        }
        for (int i = 0; i < stacks - 2; i++) {
            for (int j = 0; j < slices; j++) {
                int jn = (j + 1) % slices;
                int a = 1 + i * slices + j;
                int b = 1 + i * slices + jn;
                int c = 1 + (i + 1) * slices + j;
                int d = 1 + (i + 1) * slices + jn;
                Collections.addAll(f, a, c, d, a, d, b);
            }
        }
        return Mesh3d.of(v.stream().mapToDouble(Double::doubleValue).toArray(),
                f.stream().mapToInt(Integer::intValue).toArray());
    }

    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(1000);
        Mesh3d mesh = sphere(25, 21);
        if (mesh.triangleCount() != 1000) {
            throw new IllegalStateException("the sphere has " + mesh.triangleCount() + " triangles");
        }
        Vector3d h = mesh.halfExtents(new Vector3d());
        List<Obb3d> boxes = new ArrayList<>();
        List<Mesh3d> meshes = new ArrayList<>();
        for (int i = 0; i < OBJECTS; i++) {
            Quaterniond q = new Quaterniond().rotateXYZ(random.nextDouble(0, 7), random.nextDouble(0, 7),
                    random.nextDouble(0, 7));
            boxes.add(Obb3d.of(new Vector3d(random.nextDouble(-30, 30), random.nextDouble(-30, 30),
                    random.nextDouble(-30, 30)), q, h));
            meshes.add(mesh);
        }
        picker = MeshPicker3d.build(boxes, meshes);
        for (int i = 0; i < rays.length; i++) {
            rays[i] = Ray3d.through(random.nextDouble(-45, 45), random.nextDouble(-45, 45), -100,
                    random.nextDouble(-30, 30), random.nextDouble(-30, 30), 0);
        }
    }

    private Ray3d next() {
        Ray3d ray = rays[cursor];
        cursor = (cursor + 1) & (rays.length - 1);
        return ray;
    }

    @Benchmark
    public boolean meshPick_obbkitTwoLevel() {
        return picker.pickNearest(next(), workspace, pick);
    }

    @Benchmark
    public boolean meshPick_bruteForceScan() {
        return picker.scanNearest(next(), workspace, pick);
    }
}
