package io.github.obbkit.testkit.contract;

import io.github.obbkit.testkit.property.Property;

/** How the overlap contract suites label a case against their boundary band; shared by 2D and 3D. */
final class BandLabels {
    private BandLabels() {
    }

    /**
     * Labels the case by family and outcome ("inBand", "separated" or "intersecting").
     *
     * @return true if the case lies outside the band, where the answer must be exact
     */
    static boolean outside(String family, double separation, double band) {
        Property.label(family);
        if (Math.abs(separation) <= band) {
            Property.label("inBand");
            return false;
        }
        Property.label(separation > 0 ? "separated" : "intersecting");
        return true;
    }
}
