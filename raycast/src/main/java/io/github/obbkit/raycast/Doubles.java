package io.github.obbkit.raycast;

/** Java source for doubles, including the infinities a range may carry. */
final class Doubles {
    private Doubles() {
    }

    static String source(double v) {
        if (v == Double.POSITIVE_INFINITY) {
            return "Double.POSITIVE_INFINITY";
        }
        if (v == Double.NEGATIVE_INFINITY) {
            return "Double.NEGATIVE_INFINITY";
        }
        return Double.toString(v);
    }
}
