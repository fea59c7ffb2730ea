package io.github.obbkit.core3d;

import io.github.obbkit.core3d.internal.SymmetricEigen3;

/**
 * The scratch space of {@link PointFit3d}'s fits, owned by the caller and reused: the points relative
 * to their bounds' centre (grown once to the largest set it meets), the extremal points of DiTO, and
 * the frames the methods compare. Passing the same workspace to every
 * {@link PointFit3d#fit(double[], int, int, PointFit3d.Method, PointFitWorkspace3d)} call is what
 * makes repeated fits allocate nothing but the box they return, once it has grown to their size. It carries no
 * answer between calls: a fit with a workspace returns the box the fit without one returns, bit for
 * bit, whatever the workspace served before. Mutable and not thread-safe: give each thread its own.
 */
public final class PointFitWorkspace3d {
    /** The most directions DiTO samples (DiTO-26's thirteen). */
    static final int MAX_NORMALS = 13;

    /** The points relative to the reference, {@code 3n} numbers; {@link #ensure} sizes it. */
    double[] q = new double[0];
    /** Coordinates read from vectors, for the fits of JOML vectors; {@link #ensureRaw} sizes it. */
    double[] raw = new double[0];
    /** DiTO: the indices of the extremal points, their projections and their coordinates. */
    final int[] extremal = new int[2 * MAX_NORMALS];
    final double[] lo = new double[MAX_NORMALS];
    final double[] hi = new double[MAX_NORMALS];
    final double[] e = new double[6 * MAX_NORMALS];
    /** DiTO: the extremal points' count and the base triangle's corners a and c, or -1 first if none. */
    final int[] base = new int[3];
    /** Frames, nine numbers each: the answer, a candidate, the starts of the refinement, a turn. */
    final double[] frame = new double[9];
    final double[] candidate = new double[9];
    final double[] dito = new double[9];
    final double[] pca = new double[9];
    final double[] world = new double[9];
    final double[] current = new double[9];
    final double[] trial = new double[9];
    final double[] sealed = new double[9];
    /** Extents along a frame's axes: {@code minX, maxX, minY, maxY, minZ, maxZ}. */
    final double[] ext = new double[6];
    final double[] scratch = new double[6];
    /** The eigen-decomposition's scratch space, for the principal axes. */
    final double[] eigen = new double[12];
    final double[] jacobi = new double[SymmetricEigen3.SCRATCH];

    /**
     * Creates a workspace; it grows on first use to the largest set it meets, and a fit of a set no
     * larger than one it has served allocates nothing in it.
     */
    public PointFitWorkspace3d() {
    }

    /** Makes room for {@code n} relative points, keeping the array when it has it. */
    void ensure(int n) {
        if (q.length < 3 * n) {
            q = new double[3 * n];
        }
    }

    /** Makes room for {@code n} points read from vectors, keeping the array when it has it. */
    void ensureRaw(int n) {
        if (raw.length < 3 * n) {
            raw = new double[3 * n];
        }
    }
}
