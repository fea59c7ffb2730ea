package io.github.obbkit.testkit.contract;

import java.util.Objects;

/**
 * What kind of ray-box kernel a {@link RayBoxContract} holds to its properties: which boxes it takes,
 * what it answers, whether touching counts, and in what precision it computes. Select one by
 * overriding {@link RayBoxContract#options()}; properties that do not apply to a mode are skipped
 * with a JUnit assumption that says why, never passed silently.
 *
 * <pre>{@code
 * @Override
 * protected RayBoxOptions options() {
 *     return RayBoxOptions.defaults().withBoxes(RayBoxOptions.Boxes.AXIS_ALIGNED)
 *             .withAnswer(RayBoxOptions.Answer.HIT_ONLY);
 * }
 * }</pre>
 *
 * @param boxes     oriented boxes, or axis-aligned ones only
 * @param answer    the span, its entry only, or hit or miss only
 * @param boundary  closed boxes (touching hits) or open ones (touching misses)
 * @param precision the precision the kernel computes in, which sets the default band
 */
public record RayBoxOptions(Boxes boxes, Answer answer, Boundary boundary, Precision precision) {
    /**
     * How many ulps (of the kernel's precision) of the largest coordinate the default band adds for
     * axis-aligned boxes: their bounds, stored as absolute coordinates, are rounded once each, and the
     * differences to the origin once more.
     */
    public static final int AABB_BOUNDS_ULPS = 8;

    /**
     * Checks every part is present.
     *
     * @param boxes     the boxes the kernel takes
     * @param answer    what it answers
     * @param boundary  whether touching counts
     * @param precision its precision
     */
    public RayBoxOptions {
        Objects.requireNonNull(boxes, "boxes");
        Objects.requireNonNull(answer, "answer");
        Objects.requireNonNull(boundary, "boundary");
        Objects.requireNonNull(precision, "precision");
    }

    /**
     * The boxes the kernel takes.
     */
    public enum Boxes {
        /** Boxes with any orientation (an OBB kernel). */
        ORIENTED,
        /**
         * Boxes with the world's axes only (a ray-AABB kernel): every generated box has the axes
         * {@code (1, 0, 0), (0, 1, 0), (0, 0, 1)}, so its bounds are its centre plus or minus its
         * half-extents. Cases are made by turning the oriented cases into the box's frame, and the
         * rigid-motion property moves without turning. The default band adds
         * {@link RayBoxOptions#AABB_BOUNDS_ULPS} ulps of the largest coordinate, for the rounding of
         * the bounds.
         */
        AXIS_ALIGNED
    }

    /**
     * What the kernel answers.
     */
    public enum Answer {
        /** The span {@code [tMin, tMax]}, or null on a miss. */
        SPAN,
        /**
         * The first hit only: {@code tMin} of the returned span is where the ray enters the box (0, or
         * the line's entry behind the origin, when the origin is inside), and {@code tMax} is not read.
         */
        ENTRY_ONLY,
        /** Hit or miss only: any span (say {@code new RaySpan(0, 0)}) for a hit; its numbers are not read. */
        HIT_ONLY
    }

    /**
     * Whether touching counts.
     */
    public enum Boundary {
        /** Closed boxes: a ray that touches the surface hits, and boxes with zero extents can be hit. */
        CLOSED,
        /**
         * Open boxes: a ray hits only if it reaches the inside, so a ray touching only the surface
         * misses, and a box with a zero extent (no inside) is never hit.
         */
        OPEN
    }

    /**
     * The precision the kernel computes in, which sets {@link RayBoxContract#boundaryBand}'s default
     * and the range of direction lengths generated.
     */
    public enum Precision {
        /**
         * Double precision: a band of {@link RayBoxContract#DEFAULT_BAND_RELATIVE} of the scale, and
         * direction lengths up to {@code 1e±150}.
         */
        DOUBLE(RayBoxContract.DEFAULT_BAND_RELATIVE, 0, 150),
        /**
         * Single precision (the adapter turns obbkit's doubles into floats): a band of {@code 1e-5} of
         * the scale (about 170 float ulps) plus 16 float ulps of the largest coordinate (the rounding
         * of the inputs alone), and direction lengths up to {@code 1e±15}, whose squares a float holds.
         */
        FLOAT(1e-5, 16, 15),
        /**
         * Exact (a kernel that claims the exact answer for the stored doubles, such as
         * {@code SlabRaycast.intersectsExact}): band zero, direction lengths up to {@code 1e±150}. Hit or
         * miss is held on every case, none skipped, to {@link io.github.obbkit.testkit.oracle.ExactRayOracles},
         * and the exact cases of {@link io.github.obbkit.testkit.gen.ExactRayCases} are added. With
         * {@link Boxes#AXIS_ALIGNED} the box judged is {@code Aabb3d.of(cx - hx, cy - hy, cz - hz, cx + hx,
         * cy + hy, cz + hz)} of the world-axis box given, as rounded there: build yours the same way. What
         * is not exact by nature (a rigid motion, which rounds the case; a span's ends, and points on the
         * ray, judged by floating-point distances) keeps the double-precision band.
         */
        EXACT(0, 0, 150);

        private final double relativeBand;
        private final int coordinateUlps;
        private final int maxLengthExponent;

        Precision(double relativeBand, int coordinateUlps, int maxLengthExponent) {
            this.relativeBand = relativeBand;
            this.coordinateUlps = coordinateUlps;
            this.maxLengthExponent = maxLengthExponent;
        }

        /**
         * The band's part proportional to the ray-box scale.
         *
         * @return the relative band
         */
        public double relativeBand() {
            return relativeBand;
        }

        /**
         * The band's part for the rounding of the inputs to this precision: how many of its ulps of
         * the largest coordinate of the ray's origin and the box's centre.
         *
         * @return the number of ulps, 0 for double
         */
        public int coordinateUlps() {
            return coordinateUlps;
        }

        /**
         * The largest decimal exponent of the generated direction lengths.
         *
         * @return the exponent
         */
        public int maxLengthExponent() {
            return maxLengthExponent;
        }
    }

    /**
     * Oriented boxes, the span, closed boxes, double precision: obbkit's own kernel.
     *
     * @return the default options
     */
    public static RayBoxOptions defaults() {
        return new RayBoxOptions(Boxes.ORIENTED, Answer.SPAN, Boundary.CLOSED, Precision.DOUBLE);
    }

    /**
     * These options with other boxes.
     *
     * @param boxes the boxes
     * @return the new options
     */
    public RayBoxOptions withBoxes(Boxes boxes) {
        return new RayBoxOptions(boxes, answer, boundary, precision);
    }

    /**
     * These options with another answer.
     *
     * @param answer the answer
     * @return the new options
     */
    public RayBoxOptions withAnswer(Answer answer) {
        return new RayBoxOptions(boxes, answer, boundary, precision);
    }

    /**
     * These options with another boundary.
     *
     * @param boundary the boundary
     * @return the new options
     */
    public RayBoxOptions withBoundary(Boundary boundary) {
        return new RayBoxOptions(boxes, answer, boundary, precision);
    }

    /**
     * These options with another precision.
     *
     * @param precision the precision
     * @return the new options
     */
    public RayBoxOptions withPrecision(Precision precision) {
        return new RayBoxOptions(boxes, answer, boundary, precision);
    }
}
