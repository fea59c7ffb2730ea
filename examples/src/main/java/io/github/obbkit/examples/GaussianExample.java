package io.github.obbkit.examples;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Obb3d;

/** The box of a Gaussian splat at 3 sigma, in 2D and in 3D. */
public final class GaussianExample {
    private GaussianExample() {
    }

    /**
     * Runs the example.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        // tag::gaussian[]
        // A 2D splat: variances 7 and 3 along x and y, covariance 2 sqrt(3) (eigenvalues 9 and 1).
        Obb2d splat2d = Obb2d.fromCovariance(5, 6, 7, 2 * Math.sqrt(3), 3, 3);
        System.out.printf("2D: angle %.1f deg, half-extents (%.3f, %.3f)%n",
                Math.toDegrees(splat2d.angle()), splat2d.halfExtentX(), splat2d.halfExtentY());

        // A 3D splat, as a Gaussian-splatting renderer stores it: mean and symmetric covariance.
        Obb3d splat3d = Obb3d.fromCovariance(0, 1, 2, 4, 0, 0, 1, 0, 0.25, 3);
        System.out.printf("3D: half-extents (%.3f, %.3f, %.3f)%n",
                splat3d.halfExtentX(), splat3d.halfExtentY(), splat3d.halfExtentZ());
        // end::gaussian[]
    }
}
