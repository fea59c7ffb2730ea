package io.github.obbkit.core3d;

/** Reads back the factory calls that the values' {@code toString()} prints. */
final class PastedSource {
    private PastedSource() {
    }

    /** The numbers in a factory call such as {@code Obb3d.fromAxes(1.0, -2.5, ...)}. */
    static double[] arguments(String source) {
        String inside = source.substring(source.indexOf('(') + 1, source.lastIndexOf(')'));
        String[] parts = inside.split(",");
        double[] out = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = Double.parseDouble(parts[i].trim());
        }
        return out;
    }
}
