package io.github.obbkit.testkit.contract;

import io.github.obbkit.testkit.property.Property;

import java.util.Locale;

/** How the overlap contract suites label a case against their boundary band; shared by 2D and 3D. */
final class BandLabels {
    /** The label of every case outside the band, which the outcome floors count among. */
    static final String OUTSIDE = "outsideBand";

    private BandLabels() {
    }

    /**
     * Labels the case by family and outcome ("inBand", or "outsideBand" and "separated" or
     * "intersecting").
     *
     * @return true if the case lies outside the band, where the answer must be exact
     */
    static boolean outside(String family, double separation, double band) {
        Property.label(family);
        if (Math.abs(separation) <= band) {
            Property.label("inBand");
            return false;
        }
        Property.label(OUTSIDE);
        Property.label(separation > 0 ? "separated" : "intersecting");
        return true;
    }

    /**
     * The sentence a coverage floor that depends on the band adds to its failure: the band is why, and
     * what it is.
     *
     * @param band            the band the implementation states, on the reference case
     * @param scale           the reference case's scale
     * @param reference       the reference case, in words
     * @param defaultRelative the contract's default relative band
     */
    static String note(double band, double scale, String reference, double defaultRelative) {
        return String.format(Locale.ROOT, "Cases within your boundary band of touching are not checked, so this floor "
                + "depends on the band, and the band is why it failed: your boundaryBand is %.3g for %s (scale %s), "
                + "%.3g of the scale; the contract's default is %s of the scale, and its floors hold for bands up to "
                + "1e-3 of it. State a narrower band if your implementation has one.", band, reference, scale,
                band / scale, defaultRelative);
    }
}
