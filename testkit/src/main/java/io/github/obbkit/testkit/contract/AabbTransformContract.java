package io.github.obbkit.testkit.contract;

import io.github.obbkit.testkit.gen.Generators3d;
import io.github.obbkit.testkit.oracle.Oracles3d;
import io.github.obbkit.testkit.picture.Sketch3d;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.property.Shrink;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Aabb3d;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.joml.Matrix4d;
import org.joml.Matrix4dc;
import org.junit.jupiter.api.Test;

/**
 * The contract of transforming an axis-aligned box by an affine matrix (the absolute-value rule of
 * Arvo 1990, or any other way), as an abstract JUnit 5 class: extend it and implement
 * {@link #transform(Matrix4dc, Aabb3d)} with your own code. The result must be the bounds of the
 * eight transformed corners ({@link Oracles3d#transformByCorners}) to within rounding: it contains
 * every transformed corner, and each of its six faces is touched by one.
 *
 * <p>The matrices of {@link Generators3d#affine()} are rotations times a scale per axis (negative
 * and zero scales included), pure rotations and shears, with translations near and far from the
 * origin; the boxes of {@link Generators3d#aabb()} are near and far too, flat ones included.
 * "Within rounding" is {@link #ROUNDING_RELATIVE} of the size of the terms that make up each
 * output coordinate ({@link #rounding}).
 */
public abstract class AabbTransformContract {
    /**
     * The default relative rounding allowance: {@code 1e-14}, some 45 ulps of the terms' size, room
     * for the two ways of rounding a sum of four products and of the box's centre and half-size.
     */
    public static final double ROUNDING_RELATIVE = 1e-14;

    /**
     * Creates the suite; JUnit calls this through your subclass.
     */
    protected AabbTransformContract() {
    }

    /**
     * The implementation under test.
     *
     * @param transform an affine transform (bottom row exactly {@code (0, 0, 0, 1)})
     * @param box       the box to transform
     * @return the bounds of the transformed box
     */
    protected abstract Aabb3d transform(Matrix4dc transform, Aabb3d box);

    /**
     * How far each output coordinate may be from the exact bounds of the transformed corners: by
     * default {@link #ROUNDING_RELATIVE} times the largest output magnitude the terms can reach,
     * {@code |t_k| + sum_j |M_kj| max(|min_j|, |max_j|)}, over the three axes.
     *
     * @param transform the transform
     * @param box       the box
     * @return the allowance, in world units
     */
    protected double rounding(Matrix4dc transform, Aabb3d box) {
        double[] far = {Math.max(Math.abs(box.minX()), Math.abs(box.maxX())),
            Math.max(Math.abs(box.minY()), Math.abs(box.maxY())),
            Math.max(Math.abs(box.minZ()), Math.abs(box.maxZ()))};
        double worst = 0;
        for (int k = 0; k < 3; k++) {
            double size = Math.abs(transform.get(3, k));
            for (int j = 0; j < 3; j++) {
                size += Math.abs(transform.get(j, k)) * far[j];
            }
            worst = Math.max(worst, size);
        }
        return ROUNDING_RELATIVE * worst + Double.MIN_NORMAL;
    }

    /**
     * How many cases each property runs; by default {@link Property#defaultTries()}.
     *
     * @return the number of tries
     */
    protected int tries() {
        return Property.defaultTries();
    }

    /**
     * A transform and a box, printed as Java source.
     *
     * @param transform the transform
     * @param box       the box
     */
    record Case(Matrix4d transform, Aabb3d box) {
        @Override
        public String toString() {
            Matrix4d m = transform;
            return String.format(Locale.ROOT, "%n    Matrix4d m = new Matrix4d(%s, %s, %s, 0, %s, %s, %s, 0, %s, %s, %s, 0,"
                            + " %s, %s, %s, 1);%n    Aabb3d box = %s;",
                    m.m00(), m.m01(), m.m02(), m.m10(), m.m11(), m.m12(), m.m20(), m.m21(), m.m22(),
                    m.m30(), m.m31(), m.m32(), box);
        }
    }

    private static final Gen<Case> CASES = Generators3d.affine().zip(Generators3d.aabb(), Case::new);

    /** Simpler transforms: no translation, the box at the origin, round numbers. */
    private static final Shrink<Case> SHRINK = c -> {
        List<Case> out = new ArrayList<>();
        Matrix4d m = c.transform();
        Aabb3d b = c.box();
        if (m.m30() != 0 || m.m31() != 0 || m.m32() != 0) {
            out.add(new Case(new Matrix4d(m).setTranslation(0, 0, 0), b));
        }
        if (b.centerX() != 0 || b.centerY() != 0 || b.centerZ() != 0) {
            out.add(new Case(m, Aabb3d.fromCenter(0, 0, 0, b.halfExtentX(), b.halfExtentY(), b.halfExtentZ())));
        }
        for (int digits = 0; digits <= 3; digits++) {
            double scale = Math.pow(10, digits);
            Matrix4d r = new Matrix4d(m);
            for (int col = 0; col < 4; col++) {
                for (int row = 0; row < 3; row++) {
                    r.set(col, row, Math.rint(m.get(col, row) * scale) / scale);
                }
            }
            if (!r.equals(m)) {
                out.add(new Case(r, b));
            }
        }
        return out.stream();
    };

    private Property<Case> cases(String name) {
        return Property.forAll(CASES)
                .named(TestNames.of(this))
                .tries(tries())
                .requireLabel("mirror", 0.2)
                .requireLabel("shear", 0.1)
                .requireLabel("farTranslation", 0.1)
                .requireLabel("flatBox", 0.1)
                .shrinkWith(SHRINK)
                .describeFailureWith(c -> picture(name, c));
    }

    /** Draws a failing case (the transformed box, the exact bounds, yours) and returns the line that points to it. */
    private String picture(String name, Case c) {
        try {
            Aabb3d yours = transform(c.transform(), c.box());
            Aabb3d exact = Oracles3d.transformByCorners(c.transform(), c.box());
            return "yours " + yours + ", the corners' " + exact + ", allowance " + rounding(c.transform(), c.box())
                    + "\n  picture: " + Sketch3d.writeTransform(getClass().getSimpleName() + "-" + name,
                    Oracles3d.transformedCorners(c.transform(), c.box()), exact, yours, name);
        } catch (RuntimeException e) {
            return "(no picture: " + e + ")";
        }
    }

    /** Counts the kinds of transform and box, so a generator cannot quietly stop making them. */
    private static void label(Case c) {
        Matrix4d m = c.transform();
        double[][] col = {{m.m00(), m.m01(), m.m02()}, {m.m10(), m.m11(), m.m12()}, {m.m20(), m.m21(), m.m22()}};
        double tolerance = 1e-9;
        boolean shear = false;
        for (int i = 0; i < 3; i++) {
            for (int j = i + 1; j < 3; j++) {
                double dot = col[i][0] * col[j][0] + col[i][1] * col[j][1] + col[i][2] * col[j][2];
                double li = Math.sqrt(col[i][0] * col[i][0] + col[i][1] * col[i][1] + col[i][2] * col[i][2]);
                double lj = Math.sqrt(col[j][0] * col[j][0] + col[j][1] * col[j][1] + col[j][2] * col[j][2]);
                shear |= Math.abs(dot) > tolerance * li * lj;
            }
        }
        Property.label(shear ? "shear" : "rotationTimesScale");
        double det = m.determinant3x3();
        Property.label(det < 0 ? "mirror" : det == 0 ? "singular" : "proper");
        double t = Math.max(Math.max(Math.abs(m.m30()), Math.abs(m.m31())), Math.abs(m.m32()));
        if (t > 1e3) {
            Property.label("farTranslation");
        }
        Aabb3d b = c.box();
        if (Math.max(Math.max(Math.abs(b.centerX()), Math.abs(b.centerY())), Math.abs(b.centerZ())) > 1e3) {
            Property.label("farBox");
        }
        if (b.minX() == b.maxX() || b.minY() == b.maxY() || b.minZ() == b.maxZ()) {
            Property.label("flatBox");
        }
    }

    /** Equals the bounds of the eight transformed corners, within rounding. */
    @Test
    public void equalsTheEightCornerTransform_withinRounding() {
        cases("equalsTheEightCornerTransform").check(c -> {
            label(c);
            Aabb3d fast = transform(c.transform(), c.box());
            Aabb3d slow = Oracles3d.transformByCorners(c.transform(), c.box());
            double tolerance = rounding(c.transform(), c.box());
            assertThat(fast.isCloseTo(slow, tolerance)).as("%s vs the corners' %s, within %s", fast, slow, tolerance)
                    .isTrue();
        });
    }

    /** Contains every transformed corner, within rounding. */
    @Test
    public void containsEveryTransformedCorner() {
        cases("containsEveryTransformedCorner").check(c -> {
            label(c);
            Aabb3d fast = transform(c.transform(), c.box());
            double tolerance = rounding(c.transform(), c.box());
            double[] p = Oracles3d.transformedCorners(c.transform(), c.box());
            for (int i = 0; i < 8; i++) {
                assertThat(p[3 * i]).as("corner %d x", i).isBetween(fast.minX() - tolerance, fast.maxX() + tolerance);
                assertThat(p[3 * i + 1]).as("corner %d y", i)
                        .isBetween(fast.minY() - tolerance, fast.maxY() + tolerance);
                assertThat(p[3 * i + 2]).as("corner %d z", i)
                        .isBetween(fast.minZ() - tolerance, fast.maxZ() + tolerance);
            }
        });
    }

    /** Is not larger than needed: each of the six faces is touched by a transformed corner, within rounding. */
    @Test
    public void isNoLargerThanNeeded_eachFaceTouchedByACorner() {
        cases("isNoLargerThanNeeded").check(c -> {
            label(c);
            Aabb3d fast = transform(c.transform(), c.box());
            double tolerance = rounding(c.transform(), c.box());
            double[] p = Oracles3d.transformedCorners(c.transform(), c.box());
            double[] faces = {fast.minX(), fast.minY(), fast.minZ(), fast.maxX(), fast.maxY(), fast.maxZ()};
            for (int f = 0; f < 6; f++) {
                double nearest = Double.POSITIVE_INFINITY;
                for (int i = 0; i < 8; i++) {
                    nearest = Math.min(nearest, Math.abs(p[3 * i + f % 3] - faces[f]));
                }
                assertThat(nearest).as("distance from face %d to the nearest corner", f).isLessThanOrEqualTo(tolerance);
            }
        });
    }
}
