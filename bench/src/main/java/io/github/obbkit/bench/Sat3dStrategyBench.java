package io.github.obbkit.bench;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.core3d.Sat3d;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Early-out against branch-free, on the same shuffled pairs: the library's 15-axis test (a return
 * after every axis, rows of R computed as needed) beside the same comparisons all or-ed with one
 * branch ({@code branchFree}, the library's kernel until this was measured), or-ed in two groups
 * with a branch after the six face axes ({@code facesThenEdges}), and with early returns on the face
 * axes only ({@code earlyOutFaces}). Kept so that the choice can be re-measured on any machine; the
 * variants live here, not in the library. They are copies of the library's arithmetic, so
 * {@code Sat3dStrategyBenchTest} holds each to {@code Sat3d.intersects}, also on pairs at its rounding
 * boundary, in every build: a copy that drifted would fail there rather than time another test.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class Sat3dStrategyBench {
    @Param({"65536", "256"})
    int size;

    private Obb3d[] a;
    private Obb3d[] b;
    private int mask;
    private int cursor;

    @Setup
    public void setUp() {
        Pairs3d pairs = Pairs3d.generate(size, 42);
        a = pairs.a;
        b = pairs.b;
        mask = size - 1;
        for (int i = 0; i < size; i++) {
            a[i] = a[i].translated(0, 0, 0);
            b[i] = b[i].translated(0, 0, 0);
            if (branchFree(a[i], b[i]) != Sat3d.intersects(a[i], b[i])
                    || faceThenEdge(a[i], b[i]) != Sat3d.intersects(a[i], b[i])
                    || earlyOutFaces(a[i], b[i]) != Sat3d.intersects(a[i], b[i])) {
                throw new IllegalStateException("variant disagrees at " + i);
            }
        }
        Layout.settle();
    }

    private int next() {
        int i = cursor;
        cursor = (i + 1) & mask;
        return i;
    }

    @Benchmark
    public boolean strategy_earlyOut() {
        int i = next();
        return Sat3d.intersects(a[i], b[i]);
    }

    @Benchmark
    public boolean strategy_branchFree() {
        int i = next();
        return branchFree(a[i], b[i]);
    }

    @Benchmark
    public boolean strategy_earlyOutFaces() {
        int i = next();
        return earlyOutFaces(a[i], b[i]);
    }

    @Benchmark
    public boolean strategy_facesThenEdges() {
        int i = next();
        return faceThenEdge(a[i], b[i]);
    }

    static boolean earlyOutFaces(Obb3d a, Obb3d b) {
        double e = Sat3d.EPSILON;
        double dx = b.centerX() - a.centerX();
        double dy = b.centerY() - a.centerY();
        double dz = b.centerZ() - a.centerZ();
        double t0 = dx * a.axisXx() + dy * a.axisXy() + dz * a.axisXz();
        double t1 = dx * a.axisYx() + dy * a.axisYy() + dz * a.axisYz();
        double t2 = dx * a.axisZx() + dy * a.axisZy() + dz * a.axisZz();
        double r00 = a.axisXx() * b.axisXx() + a.axisXy() * b.axisXy() + a.axisXz() * b.axisXz();
        double r01 = a.axisXx() * b.axisYx() + a.axisXy() * b.axisYy() + a.axisXz() * b.axisYz();
        double r02 = a.axisXx() * b.axisZx() + a.axisXy() * b.axisZy() + a.axisXz() * b.axisZz();
        double q00 = Math.abs(r00) + e;
        double q01 = Math.abs(r01) + e;
        double q02 = Math.abs(r02) + e;
        double a0 = a.halfExtentX();
        double a1 = a.halfExtentY();
        double a2 = a.halfExtentZ();
        double b0 = b.halfExtentX();
        double b1 = b.halfExtentY();
        double b2 = b.halfExtentZ();
        if (Math.abs(t0) > a0 + (b0 * q00 + b1 * q01 + b2 * q02)) {
            return false;
        }
        double r10 = a.axisYx() * b.axisXx() + a.axisYy() * b.axisXy() + a.axisYz() * b.axisXz();
        double r11 = a.axisYx() * b.axisYx() + a.axisYy() * b.axisYy() + a.axisYz() * b.axisYz();
        double r12 = a.axisYx() * b.axisZx() + a.axisYy() * b.axisZy() + a.axisYz() * b.axisZz();
        double q10 = Math.abs(r10) + e;
        double q11 = Math.abs(r11) + e;
        double q12 = Math.abs(r12) + e;
        if (Math.abs(t1) > a1 + (b0 * q10 + b1 * q11 + b2 * q12)) {
            return false;
        }
        double r20 = a.axisZx() * b.axisXx() + a.axisZy() * b.axisXy() + a.axisZz() * b.axisXz();
        double r21 = a.axisZx() * b.axisYx() + a.axisZy() * b.axisYy() + a.axisZz() * b.axisYz();
        double r22 = a.axisZx() * b.axisZx() + a.axisZy() * b.axisZy() + a.axisZz() * b.axisZz();
        double q20 = Math.abs(r20) + e;
        double q21 = Math.abs(r21) + e;
        double q22 = Math.abs(r22) + e;
        if (Math.abs(t2) > a2 + (b0 * q20 + b1 * q21 + b2 * q22)) {
            return false;
        }
        if (Math.abs(t0 * r00 + t1 * r10 + t2 * r20) > (a0 * q00 + a1 * q10 + a2 * q20) + b0) {
            return false;
        }
        if (Math.abs(t0 * r01 + t1 * r11 + t2 * r21) > (a0 * q01 + a1 * q11 + a2 * q21) + b1) {
            return false;
        }
        if (Math.abs(t0 * r02 + t1 * r12 + t2 * r22) > (a0 * q02 + a1 * q12 + a2 * q22) + b2) {
            return false;
        }
        return !(Math.abs(t2 * r10 - t1 * r20) > (a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01)
                | Math.abs(t2 * r11 - t1 * r21) > (a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00)
                | Math.abs(t2 * r12 - t1 * r22) > (a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00)
                | Math.abs(t0 * r20 - t2 * r00) > (a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11)
                | Math.abs(t0 * r21 - t2 * r01) > (a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10)
                | Math.abs(t0 * r22 - t2 * r02) > (a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10)
                | Math.abs(t1 * r00 - t0 * r10) > (a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21)
                | Math.abs(t1 * r01 - t0 * r11) > (a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20)
                | Math.abs(t1 * r02 - t0 * r12) > (a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20));
    }

    static boolean faceThenEdge(Obb3d a, Obb3d b) {
        double e = Sat3d.EPSILON;
        double dx = b.centerX() - a.centerX();
        double dy = b.centerY() - a.centerY();
        double dz = b.centerZ() - a.centerZ();
        double t0 = dx * a.axisXx() + dy * a.axisXy() + dz * a.axisXz();
        double t1 = dx * a.axisYx() + dy * a.axisYy() + dz * a.axisYz();
        double t2 = dx * a.axisZx() + dy * a.axisZy() + dz * a.axisZz();
        double r00 = a.axisXx() * b.axisXx() + a.axisXy() * b.axisXy() + a.axisXz() * b.axisXz();
        double r01 = a.axisXx() * b.axisYx() + a.axisXy() * b.axisYy() + a.axisXz() * b.axisYz();
        double r02 = a.axisXx() * b.axisZx() + a.axisXy() * b.axisZy() + a.axisXz() * b.axisZz();
        double r10 = a.axisYx() * b.axisXx() + a.axisYy() * b.axisXy() + a.axisYz() * b.axisXz();
        double r11 = a.axisYx() * b.axisYx() + a.axisYy() * b.axisYy() + a.axisYz() * b.axisYz();
        double r12 = a.axisYx() * b.axisZx() + a.axisYy() * b.axisZy() + a.axisYz() * b.axisZz();
        double r20 = a.axisZx() * b.axisXx() + a.axisZy() * b.axisXy() + a.axisZz() * b.axisXz();
        double r21 = a.axisZx() * b.axisYx() + a.axisZy() * b.axisYy() + a.axisZz() * b.axisYz();
        double r22 = a.axisZx() * b.axisZx() + a.axisZy() * b.axisZy() + a.axisZz() * b.axisZz();
        double q00 = Math.abs(r00) + e;
        double q01 = Math.abs(r01) + e;
        double q02 = Math.abs(r02) + e;
        double q10 = Math.abs(r10) + e;
        double q11 = Math.abs(r11) + e;
        double q12 = Math.abs(r12) + e;
        double q20 = Math.abs(r20) + e;
        double q21 = Math.abs(r21) + e;
        double q22 = Math.abs(r22) + e;
        double a0 = a.halfExtentX();
        double a1 = a.halfExtentY();
        double a2 = a.halfExtentZ();
        double b0 = b.halfExtentX();
        double b1 = b.halfExtentY();
        double b2 = b.halfExtentZ();
        if (Math.abs(t0) > a0 + (b0 * q00 + b1 * q01 + b2 * q02)
                | Math.abs(t1) > a1 + (b0 * q10 + b1 * q11 + b2 * q12)
                | Math.abs(t2) > a2 + (b0 * q20 + b1 * q21 + b2 * q22)
                | Math.abs(t0 * r00 + t1 * r10 + t2 * r20) > (a0 * q00 + a1 * q10 + a2 * q20) + b0
                | Math.abs(t0 * r01 + t1 * r11 + t2 * r21) > (a0 * q01 + a1 * q11 + a2 * q21) + b1
                | Math.abs(t0 * r02 + t1 * r12 + t2 * r22) > (a0 * q02 + a1 * q12 + a2 * q22) + b2) {
            return false;
        }
        return !(Math.abs(t2 * r10 - t1 * r20) > (a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01)
                | Math.abs(t2 * r11 - t1 * r21) > (a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00)
                | Math.abs(t2 * r12 - t1 * r22) > (a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00)
                | Math.abs(t0 * r20 - t2 * r00) > (a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11)
                | Math.abs(t0 * r21 - t2 * r01) > (a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10)
                | Math.abs(t0 * r22 - t2 * r02) > (a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10)
                | Math.abs(t1 * r00 - t0 * r10) > (a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21)
                | Math.abs(t1 * r01 - t0 * r11) > (a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20)
                | Math.abs(t1 * r02 - t0 * r12) > (a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20));
    }

    static boolean branchFree(Obb3d a, Obb3d b) {
        double e = Sat3d.EPSILON;
        double dx = b.centerX() - a.centerX();
        double dy = b.centerY() - a.centerY();
        double dz = b.centerZ() - a.centerZ();
        double t0 = dx * a.axisXx() + dy * a.axisXy() + dz * a.axisXz();
        double t1 = dx * a.axisYx() + dy * a.axisYy() + dz * a.axisYz();
        double t2 = dx * a.axisZx() + dy * a.axisZy() + dz * a.axisZz();
        double r00 = a.axisXx() * b.axisXx() + a.axisXy() * b.axisXy() + a.axisXz() * b.axisXz();
        double r01 = a.axisXx() * b.axisYx() + a.axisXy() * b.axisYy() + a.axisXz() * b.axisYz();
        double r02 = a.axisXx() * b.axisZx() + a.axisXy() * b.axisZy() + a.axisXz() * b.axisZz();
        double r10 = a.axisYx() * b.axisXx() + a.axisYy() * b.axisXy() + a.axisYz() * b.axisXz();
        double r11 = a.axisYx() * b.axisYx() + a.axisYy() * b.axisYy() + a.axisYz() * b.axisYz();
        double r12 = a.axisYx() * b.axisZx() + a.axisYy() * b.axisZy() + a.axisYz() * b.axisZz();
        double r20 = a.axisZx() * b.axisXx() + a.axisZy() * b.axisXy() + a.axisZz() * b.axisXz();
        double r21 = a.axisZx() * b.axisYx() + a.axisZy() * b.axisYy() + a.axisZz() * b.axisYz();
        double r22 = a.axisZx() * b.axisZx() + a.axisZy() * b.axisZy() + a.axisZz() * b.axisZz();
        double q00 = Math.abs(r00) + e;
        double q01 = Math.abs(r01) + e;
        double q02 = Math.abs(r02) + e;
        double q10 = Math.abs(r10) + e;
        double q11 = Math.abs(r11) + e;
        double q12 = Math.abs(r12) + e;
        double q20 = Math.abs(r20) + e;
        double q21 = Math.abs(r21) + e;
        double q22 = Math.abs(r22) + e;
        double a0 = a.halfExtentX();
        double a1 = a.halfExtentY();
        double a2 = a.halfExtentZ();
        double b0 = b.halfExtentX();
        double b1 = b.halfExtentY();
        double b2 = b.halfExtentZ();
        return !(Math.abs(t0) > a0 + (b0 * q00 + b1 * q01 + b2 * q02)
                | Math.abs(t1) > a1 + (b0 * q10 + b1 * q11 + b2 * q12)
                | Math.abs(t2) > a2 + (b0 * q20 + b1 * q21 + b2 * q22)
                | Math.abs(t0 * r00 + t1 * r10 + t2 * r20) > (a0 * q00 + a1 * q10 + a2 * q20) + b0
                | Math.abs(t0 * r01 + t1 * r11 + t2 * r21) > (a0 * q01 + a1 * q11 + a2 * q21) + b1
                | Math.abs(t0 * r02 + t1 * r12 + t2 * r22) > (a0 * q02 + a1 * q12 + a2 * q22) + b2
                | Math.abs(t2 * r10 - t1 * r20) > (a1 * q20 + a2 * q10) + (b1 * q02 + b2 * q01)
                | Math.abs(t2 * r11 - t1 * r21) > (a1 * q21 + a2 * q11) + (b0 * q02 + b2 * q00)
                | Math.abs(t2 * r12 - t1 * r22) > (a1 * q22 + a2 * q12) + (b0 * q01 + b1 * q00)
                | Math.abs(t0 * r20 - t2 * r00) > (a0 * q20 + a2 * q00) + (b1 * q12 + b2 * q11)
                | Math.abs(t0 * r21 - t2 * r01) > (a0 * q21 + a2 * q01) + (b0 * q12 + b2 * q10)
                | Math.abs(t0 * r22 - t2 * r02) > (a0 * q22 + a2 * q02) + (b0 * q11 + b1 * q10)
                | Math.abs(t1 * r00 - t0 * r10) > (a0 * q10 + a1 * q00) + (b1 * q22 + b2 * q21)
                | Math.abs(t1 * r01 - t0 * r11) > (a0 * q11 + a1 * q01) + (b0 * q22 + b2 * q20)
                | Math.abs(t1 * r02 - t0 * r12) > (a0 * q12 + a1 * q02) + (b0 * q21 + b1 * q20));
    }
}
