package io.github.obbkit.raycast;

import io.github.obbkit.core3d.internal.Checks;
import java.util.Arrays;
import java.util.Objects;
import org.joml.Vector3d;
import org.jspecify.annotations.Nullable;

/**
 * Picks a whole frame: one ray per pixel of a window rectangle, through a {@link Picker3d} and a
 * camera's {@link Unprojector}, into the caller's arrays. Pixel {@code (col, row)} of the rectangle
 * (row 0 at the bottom, window coordinates upwards, as {@link Unprojector#ray(double, double, int[])}
 * takes them) is the ray through its centre, {@code (x + col + 0.5, y + row + 0.5)}, and its answer
 * goes to element {@code row * width + col} of each array: exactly the pick that
 * {@code picker.pickNearest(camera.ray(x + col + 0.5, y + row + 0.5, viewport))} gives, bit for bit.
 *
 * <p>No ray, pick or workspace is allocated per pixel, and the viewport is checked once per frame:
 * {@link #pick} splits the rows into bands picked in parallel by the calling thread and tasks on the
 * common fork-join pool, each with one workspace of its own; {@link #pickSequentially} runs them on the
 * calling thread. With a caller's {@link FramePickWorkspace} (parallel) or {@link PickWorkspace}
 * (sequential), reused from frame to frame, a frame allocates nothing at all; the forms without one
 * make one per call. One pixel, or any window position (a mouse's), is
 * {@link #pickNearest(double, double, int[], PickWorkspace, MutablePick)}, which allocates nothing.
 *
 * <p>Through a {@link Bvh3d}, each band of four rows goes either one pixel at a time or in packets
 * of 128 neighbouring pixels that share one walk of the tree: in packets where, in the band before,
 * at least three pixels in four hit the same box as the pixel to their left, which is where packets
 * pay. On 100,000 boxes a 256 x 256 frame takes about 0.8 of the time, a 1024 x 1024 frame about
 * 0.6. The answers are the same either way, bit for bit; {@code -Dobbkit.framePackets=false} keeps
 * every band one pixel at a time.
 *
 * <p>Thread safety: an instance is immutable and may be shared by threads (the picker and the
 * unprojector only read their data); the workspaces are mutable, one per thread. The caller's arrays
 * are written by the frame's threads until the call returns, and by none after it.
 */
public final class FramePicker {
    /**
     * Whether a {@link Bvh3d}'s frames are picked in packets of neighbouring pixels where that pays (the
     * same answers); {@code -Dobbkit.framePackets=false} picks them one pixel at a time.
     */
    static final boolean PACKETS = !"false".equalsIgnoreCase(System.getProperty("obbkit.framePackets"));
    /**
     * How a frame's bands of rows go: one pixel at a time, each as the band before advises (the
     * default, {@link #COHERENT}), or in packets.
     */
    static final int SINGLY = 0;
    static final int ADAPTIVE = 1;
    static final int IN_PACKETS = 2;
    /**
     * A band goes in packets if in the band before it (through the same workspace) at least this share
     * of the pixels hit the same box as the pixel to their left: neighbouring pixels then lie close
     * together on the boxes, and a packet's groups meet few boxes each.
     */
    static final double COHERENT = 0.75;
    /** A tile: rows, and columns (one packet); a group of a packet is a square of {@code TILE_ROWS} rows. */
    static final int TILE_ROWS = 4;
    static final int TILE_COLUMNS = Bvh3dPacket.MAX_RAYS / TILE_ROWS;
    static final int GROUP_COLUMNS = Bvh3dPacket.GROUP / TILE_ROWS;

    private final Picker3d picker;
    private final Unprojector camera;

    private FramePicker(Picker3d picker, Unprojector camera) {
        this.picker = picker;
        this.camera = camera;
    }

    /**
     * A frame picker over a picker's boxes, seen through a camera.
     *
     * @param picker the boxes ({@link ScanPicker3d} or {@link Bvh3d})
     * @param camera the camera's unprojector
     * @return the frame picker
     */
    public static FramePicker of(Picker3d picker, Unprojector camera) {
        return new FramePicker(Objects.requireNonNull(picker, "picker"), Objects.requireNonNull(camera, "camera"));
    }

    /**
     * Picks every pixel of a window rectangle, in parallel on the common fork-join pool, with a
     * workspace made for the call: the same answers as
     * {@link #pick(int[], int, int, int, int, int[], double[], BoxFace[], FramePickWorkspace)}, which a
     * frame loop should call instead, as this form allocates that workspace every frame.
     *
     * @param viewport {@code {x, y, width, height}} of the camera's viewport, as {@link Unprojector} takes it
     * @param x        the rectangle's left edge, in window pixels
     * @param y        the rectangle's bottom edge, in window pixels (upwards)
     * @param width    the rectangle's width in pixels, at least 0
     * @param height   the rectangle's height in pixels, at least 0
     * @param indices  receives each pixel's box index, or -1 where the ray hits no box
     * @param ts       receives each pixel's {@code t} (see {@link MutablePick#t()}), or
     *                 {@code +Infinity} where it hits none
     * @param faces    receives each pixel's entry face, or {@code null} where it hits none or starts
     *                 inside the box; may itself be {@code null} if faces are not wanted
     * @return how many pixels hit a box
     * @throws IllegalArgumentException if the viewport is too short or empty, a size is negative,
     *                                  {@code width * height} overflows, an array is shorter than
     *                                  {@code width * height}, or a pixel's ray is refused by
     *                                  {@link Unprojector#ray(double, double, int[])} (picked in
     *                                  parallel, the refusal named is that of whichever band of rows
     *                                  failed first, not necessarily the first pixel's; the arrays
     *                                  are then partly written)
     */
    public int pick(int[] viewport, int x, int y, int width, int height, int[] indices, double[] ts,
                    @Nullable BoxFace @Nullable [] faces) {
        check(viewport, width, height, indices, ts, faces);
        return pick(viewport, x, y, width, height, indices, ts, faces, new FramePickWorkspace());
    }

    /**
     * Picks every pixel of a window rectangle in parallel, allocating nothing: the rows are cut into
     * bands of {@value FrameBands#ROWS_PER_BAND}, which the calling thread and up to
     * {@code workspace.parallelism() - 1} tasks on the common fork-join pool claim in runs of
     * neighbouring bands (shorter as fewer are left, single bands at the end), each with a
     * {@link PickWorkspace} of the workspace's. Each pixel's answer is its own ray's, so the
     * answers are those of {@link #pickSequentially} bit for bit, however the bands fall to threads.
     * The call returns when every band is picked; a task the pool has not started by then is run
     * (finding nothing left) or waited for, never left holding the arrays.
     *
     * @param viewport  {@code {x, y, width, height}} of the camera's viewport, as {@link Unprojector} takes it
     * @param x         the rectangle's left edge, in window pixels
     * @param y         the rectangle's bottom edge, in window pixels (upwards)
     * @param width     the rectangle's width in pixels, at least 0
     * @param height    the rectangle's height in pixels, at least 0
     * @param indices   receives each pixel's box index, or -1 where the ray hits no box
     * @param ts        receives each pixel's {@code t}, or {@code +Infinity} where it hits none
     * @param faces     receives each pixel's entry face or {@code null}; may itself be {@code null}
     * @param workspace the caller's parallel scratch space, reused from frame to frame; one thread's
     * @return how many pixels hit a box
     * @throws IllegalArgumentException as {@link #pick(int[], int, int, int, int, int[], double[], BoxFace[])}
     * @throws IllegalStateException    if the workspace is picking another frame (used by two threads)
     */
    public int pick(int[] viewport, int x, int y, int width, int height, int[] indices, double[] ts,
                    @Nullable BoxFace @Nullable [] faces, FramePickWorkspace workspace) {
        int n = check(viewport, width, height, indices, ts, faces);
        Objects.requireNonNull(workspace, "workspace");
        // Read once: the bands see one viewport even if the caller's array changes meanwhile.
        return n == 0 ? 0 : workspace.bands.run(this, viewport[0], viewport[1], viewport[2], viewport[3], x, y, width,
                height, indices, ts, faces);
    }

    /**
     * Picks every pixel of a window rectangle on the calling thread; the same answers as
     * {@link #pick}.
     *
     * @param viewport {@code {x, y, width, height}} of the camera's viewport
     * @param x        the rectangle's left edge, in window pixels
     * @param y        the rectangle's bottom edge, in window pixels (upwards)
     * @param width    the rectangle's width in pixels, at least 0
     * @param height   the rectangle's height in pixels, at least 0
     * @param indices  receives each pixel's box index, or -1
     * @param ts       receives each pixel's {@code t}, or {@code +Infinity}
     * @param faces    receives each pixel's entry face or {@code null}; may itself be {@code null}
     * @return how many pixels hit a box
     * @throws IllegalArgumentException as {@link #pick}
     */
    public int pickSequentially(int[] viewport, int x, int y, int width, int height, int[] indices, double[] ts,
                                @Nullable BoxFace @Nullable [] faces) {
        return pickSequentially(viewport, x, y, width, height, indices, ts, faces, new PickWorkspace());
    }

    /**
     * {@link #pickSequentially(int[], int, int, int, int, int[], double[], BoxFace[])} with the caller's
     * workspace, allocating nothing: the same answers, for a frame loop that picks every frame.
     *
     * @param viewport  {@code {x, y, width, height}} of the camera's viewport
     * @param x         the rectangle's left edge, in window pixels
     * @param y         the rectangle's bottom edge, in window pixels (upwards)
     * @param width     the rectangle's width in pixels, at least 0
     * @param height    the rectangle's height in pixels, at least 0
     * @param indices   receives each pixel's box index, or -1
     * @param ts        receives each pixel's {@code t}, or {@code +Infinity}
     * @param faces     receives each pixel's entry face or {@code null}; may itself be {@code null}
     * @param workspace the caller's scratch space, reused from frame to frame
     * @return how many pixels hit a box
     * @throws IllegalArgumentException as {@link #pick}
     */
    public int pickSequentially(int[] viewport, int x, int y, int width, int height, int[] indices, double[] ts,
                                @Nullable BoxFace @Nullable [] faces, PickWorkspace workspace) {
        int n = check(viewport, width, height, indices, ts, faces);
        Objects.requireNonNull(workspace, "workspace");
        return n == 0 ? 0 : rows(viewport[0], viewport[1], viewport[2], viewport[3], x, y, width, 0, height, indices,
                ts, faces, workspace);
    }

    /**
     * The rows picked in bands of {@value #TILE_ROWS} rows, each either in tiles of {@link #TILE_COLUMNS}
     * columns, each tile a packet ({@link Bvh3dPacket}) whose groups are squares of
     * {@link #GROUP_COLUMNS} columns, or one pixel at a time as {@link #rows} picks them: in packets if
     * in the workspace's last band at least {@link #COHERENT} of the pixels hit the same box as their
     * left neighbour. Packets pay where neighbouring pixels lie close on the boxes (a large frame), and
     * cost a little where they lie far apart, as each group then meets many boxes (bench/RESULTS.md).
     * The share is read from the answers, which are the same either way, so which way each band goes
     * does not depend on timing. Each pixel's answer is its single pick's. If {@code always}, every
     * band goes in packets.
     */
    private int tiles(Bvh3dWide tree, int vx, int vy, int vw, int vh, int x, int y, int width, int from, int to,
                      int[] indices, double[] ts, @Nullable BoxFace @Nullable [] faces, PickWorkspace workspace,
                      boolean always) {
        // The column hints go on from the band above, this thread's last (a parallel frame's bands are
        // calls of their own); a frame's first band starts without.
        if (workspace.columnHints.length < width) {
            workspace.columnHints = new int[width];
            Arrays.fill(workspace.columnHints, -1);
        }
        int[] columnHints = workspace.columnHints;
        if (from == 0) {
            Arrays.fill(columnHints, 0, width, -1);
        }
        int hits = 0;
        for (int row0 = from; row0 < to; row0 += TILE_ROWS) {
            int row1 = Math.min(to, row0 + TILE_ROWS);
            boolean packets = always || workspace.coherence >= COHERENT;
            if (packets) {
                for (int row = row0; row < row1; row++) {
                    camera.rowTerms(y + row + 0.5, vy, vh, workspace.rowTerms, row - row0);
                }
                Arrays.fill(workspace.packet().rowHints, -1);
                for (int col0 = 0; col0 < width; col0 += TILE_COLUMNS) {
                    hits += tile(tree, vx, vy, vw, vh, x, y, width, row0, row1, col0,
                            Math.min(width, col0 + TILE_COLUMNS), indices, ts, faces, workspace);
                }
            } else {
                hits += singly(vx, vy, vw, vh, x, y, width, row0, row1, indices, ts, faces, workspace, tree);
            }
            int same = 0;
            for (int row = row0; row < row1; row++) {
                for (int k = row * width + 1; k < (row + 1) * width; k++) {
                    if (indices[k] >= 0 && indices[k] == indices[k - 1]) {
                        same++;
                    }
                }
            }
            workspace.coherence = same / (double) ((row1 - row0) * width);
        }
        return hits;
    }

    /** Writes a pixel's pick into the caller's arrays at {@code k}; returns 1 for a hit, else 0. */
    private static int write(MutablePick pick, boolean hit, int k, int[] indices, double[] ts,
                             @Nullable BoxFace @Nullable [] faces) {
        indices[k] = pick.index();
        ts[k] = hit ? pick.t() : Double.POSITIVE_INFINITY;
        if (faces != null) {
            faces[k] = pick.face();
        }
        return hit ? 1 : 0;
    }

    /**
     * Picks a tile: makes its pixels' rays into the packet's rays, group after group, each row of a
     * group left to right, and tests for each the box found for a neighbour first: the ray to its left,
     * else the ray above it in its group, else the last ray above the tile in its column, else the last
     * ray left of it in its row. Then searches the tile as a packet, or each ray alone if the rays share
     * no main axis, and writes the answers; returns how many hit a box.
     */
    private int tile(Bvh3dWide tree, int vx, int vy, int vw, int vh, int x, int y, int width, int row0, int row1,
                     int col0, int col1, int[] indices, double[] ts, @Nullable BoxFace @Nullable [] faces,
                     PickWorkspace workspace) {
        Bvh3dPacket p = workspace.packet();
        Vector3d origin = workspace.origin;
        Vector3d direction = workspace.direction;
        int[] columnHints = workspace.columnHints;
        boolean vector = Bvh3dWide.VECTORIZED;
        int n = 0;
        int groups = 0;
        for (int g0 = col0; g0 < col1; g0 += GROUP_COLUMNS) {
            int g1 = Math.min(col1, g0 + GROUP_COLUMNS);
            for (int row = row0; row < row1; row++) {
                int left = -1;
                for (int col = g0; col < g1; col++) {
                    double length = camera.pixelRay(workspace.columnTerms, col, workspace.rowTerms, row - row0,
                            x + col + 0.5, y + row + 0.5, vx, vy, vw, vh, origin, direction);
                    PickRay r = p.rays[n];
                    tree.prepare(r, origin.x, origin.y, origin.z, direction.x, direction.y, direction.z, length);
                    int hint = left;
                    if (hint < 0 && row > row0) {
                        // The ray above, in this group.
                        PickRay up = p.rays[n - (g1 - g0)];
                        hint = up.bestIndex >= 0 ? up.bestSlot : -1;
                    }
                    if (hint < 0) {
                        hint = columnHints[col] >= 0 ? columnHints[col] : p.rowHints[row - row0];
                    }
                    tree.hint(r, hint, workspace.slab);
                    left = r.bestIndex >= 0 ? r.bestSlot : -1;
                    p.pixels[n] = row * width + col;
                    n++;
                }
                if (left >= 0) {
                    p.rowHints[row - row0] = left;
                }
            }
            p.ends[groups++] = n;
        }
        p.count = n;
        p.groups = groups;
        if (!p.search(tree, workspace, vector)) {
            p.fromRoot += n;
            for (int i = 0; i < n; i++) {
                tree.search(p.rays[i], workspace, vector);
            }
        }
        // The answers, and the hints the tile leaves: its last row's for the band below, its last
        // column's for the tile to its right.
        MutablePick pick = workspace.pixel;
        int hits = 0;
        for (int i = 0; i < n; i++) {
            PickRay r = p.rays[i];
            boolean hit = r.answer(pick);
            int found = r.bestIndex >= 0 ? r.bestSlot : -1;
            int k = p.pixels[i];
            int row = k / width;
            int col = k - row * width;
            if (row == row1 - 1) {
                columnHints[col] = found;
            }
            if (col == col1 - 1) {
                p.rowHints[row - row0] = found;
            }
            hits += write(pick, hit, k, indices, ts, faces);
        }
        return hits;
    }

    private static int check(int[] viewport, int width, int height, int[] indices, double[] ts,
                             @Nullable BoxFace @Nullable [] faces) {
        RayChecks.viewport(viewport);
        Objects.requireNonNull(indices, "indices");
        Objects.requireNonNull(ts, "ts");
        if (width < 0 || height < 0) {
            throw new IllegalArgumentException("width and height must be >= 0, were " + width + " and " + height);
        }
        long pixels = (long) width * height;
        if (pixels > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("width * height must fit an array, was " + pixels);
        }
        int n = (int) pixels;
        Checks.length("indices", indices.length, n);
        Checks.length("ts", ts.length, n);
        if (faces != null) {
            Checks.length("faces", faces.length, n);
        }
        return n;
    }

    /** Rows {@code from .. to - 1} of the rectangle, with one workspace: no allocation per pixel. */
    int rows(int vx, int vy, int vw, int vh, int x, int y, int width, int from, int to, int[] indices,
                     double[] ts, @Nullable BoxFace @Nullable [] faces, PickWorkspace workspace) {
        return rows(vx, vy, vw, vh, x, y, width, from, to, indices, ts, faces, workspace,
                PACKETS ? ADAPTIVE : SINGLY);
    }

    /** As above, the bands going as {@code bands} says ({@link #SINGLY}, ...; tests run every way in one JVM). */
    int rows(int vx, int vy, int vw, int vh, int x, int y, int width, int from, int to, int[] indices,
             double[] ts, @Nullable BoxFace @Nullable [] faces, PickWorkspace workspace, int bands) {
        if (workspace.columnTerms.length < 4 * width) {
            workspace.columnTerms = new double[4 * width];
        }
        camera.columnTerms(x, width, vx, vw, workspace.columnTerms);
        if (bands != SINGLY && picker instanceof Bvh3d bvh && bvh.packets()) {
            try {
                return tiles(bvh.wide(), vx, vy, vw, vh, x, y, width, from, to, indices, ts, faces, workspace,
                        bands == IN_PACKETS);
            } catch (IllegalArgumentException refused) {
                // A pixel's ray was refused: pick the rows again one pixel at a time, which refuses
                // the first such pixel in row order, as this method always has.
            }
        }
        return singly(vx, vy, vw, vh, x, y, width, from, to, indices, ts, faces, workspace, null);
    }

    /**
     * Rows {@code from .. to - 1} one pixel at a time, in row order; with a {@code tree}, the slots
     * found in the last row are kept in the workspace's column hints, for a band in packets after it.
     */
    private int singly(int vx, int vy, int vw, int vh, int x, int y, int width, int from, int to, int[] indices,
                       double[] ts, @Nullable BoxFace @Nullable [] faces, PickWorkspace workspace,
                       @Nullable Bvh3dWide tree) {
        MutablePick pick = workspace.pixel;
        Vector3d origin = workspace.origin;
        Vector3d direction = workspace.direction;
        int hits = 0;
        for (int row = from; row < to; row++) {
            camera.rowTerms(y + row + 0.5, vy, vh, workspace.rowTerms, 0);
            for (int col = 0; col < width; col++) {
                double length = camera.pixelRay(workspace.columnTerms, col, workspace.rowTerms, 0, x + col + 0.5,
                        y + row + 0.5, vx, vy, vw, vh, origin, direction);
                boolean hit = pick(origin, direction, length, workspace, pick);
                if (tree != null && row == to - 1) {
                    workspace.columnHints[col] = workspace.hint(tree.stamp);
                }
                hits += write(pick, hit, row * width + col, indices, ts, faces);
            }
        }
        return hits;
    }

    /**
     * Picks the nearest box under one window position, a mouse's for instance, allocating nothing:
     * the pick that {@code picker.pickNearest(camera.ray(windowX, windowY, viewport), workspace, dest)}
     * gives, bit for bit, without making the {@link Ray3d}.
     *
     * @param windowX   the position's x in window coordinates (pixels from the left)
     * @param windowY   the position's y in window coordinates (pixels from the bottom, upwards)
     * @param viewport  {@code {x, y, width, height}} of the camera's viewport, as {@link Unprojector} takes it
     * @param workspace the caller's scratch space, reused from call to call
     * @param dest      the holder to overwrite with the pick, or "no hit"
     * @return true if the ray through the position hits a box
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a coordinate is NaN or infinite, the viewport is too short or
     *                                  empty, or the ray is refused as by
     *                                  {@link Unprojector#ray(double, double, int[])}
     */
    public boolean pickNearest(double windowX, double windowY, int[] viewport, PickWorkspace workspace,
                               MutablePick dest) {
        Checks.finite("windowX", windowX);
        Checks.finite("windowY", windowY);
        RayChecks.viewport(viewport);
        Objects.requireNonNull(workspace, "workspace");
        Objects.requireNonNull(dest, "dest");
        return pixel(windowX, windowY, viewport[0], viewport[1], viewport[2], viewport[3], workspace, dest);
    }

    /** The pick through one window position, the viewport checked; the ray goes into the workspace. */
    private boolean pixel(double windowX, double windowY, int vx, int vy, int vw, int vh, PickWorkspace workspace,
                          MutablePick pick) {
        Vector3d origin = workspace.origin;
        Vector3d direction = workspace.direction;
        camera.rayInViewport(windowX, windowY, vx, vy, vw, vh, origin, direction);
        // The numbers Ray3d.of(origin, direction) would hold, without making the ray.
        return pick(origin, direction, Ray3d.directionLength(direction.x, direction.y, direction.z), workspace, pick);
    }

    /** The pick of the ray {@code origin + t direction}, whose direction has length {@code length}. */
    private boolean pick(Vector3d origin, Vector3d direction, double length, PickWorkspace workspace,
                         MutablePick pick) {
        return picker instanceof Bvh3d bvh
                ? bvh.pickNearest(origin.x, origin.y, origin.z, direction.x, direction.y, direction.z, length,
                        workspace, pick)
                : ((ScanPicker3d) picker).pickNearest(origin.x, origin.y, origin.z, direction.x, direction.y,
                        direction.z, length, workspace, pick);
    }

    /**
     * What the frame picker reads, for logs.
     *
     * @return the picker's kind and size, and the camera
     */
    @Override
    public String toString() {
        return "FramePicker[" + picker.getClass().getSimpleName() + " of " + picker.size() + " boxes, " + camera + "]";
    }
}
