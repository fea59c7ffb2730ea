package io.github.obbkit.examples.viewer;

import org.joml.Matrix4d;
import org.joml.Matrix4dc;
import org.joml.Vector3d;

/**
 * The viewer's camera: a perspective camera orbiting a target point, as an immutable value. It
 * gives the view-projection matrix (OpenGL depth, -1 to 1), and the one mapping between the
 * component's pixels and window coordinates that the renderer, the picking and the tests share.
 *
 * <p>Pixels are Swing's: column {@code x} from the left, row {@code y} from the top, the centre of
 * pixel {@code (x, y)} at {@code (x + 0.5, y + 0.5)}. Window coordinates are OpenGL's, with
 * {@code y} upwards from the bottom edge, as {@code Unprojector.ray} takes them.
 *
 * @param yaw      the angle around the vertical axis, in radians
 * @param pitch    the elevation above the horizontal plane, in radians
 * @param distance the distance from the target
 */
public record OrbitCamera(double yaw, double pitch, double distance) {
    /** The vertical field of view, in degrees. */
    public static final double FOV_DEGREES = 50;
    /** The distance to the near plane. */
    public static final double NEAR = 0.5;
    /** The distance to the far plane. */
    public static final double FAR = 600;
    private static final double TARGET_X = 0;
    private static final double TARGET_Y = 3;
    private static final double TARGET_Z = 0;
    private static final double MIN_PITCH = Math.toRadians(5);
    private static final double MAX_PITCH = Math.toRadians(89);

    /**
     * Validates the camera.
     *
     * @throws IllegalArgumentException if a number is not finite or the distance is not positive
     */
    public OrbitCamera {
        if (!Double.isFinite(yaw) || !Double.isFinite(pitch)) {
            throw new IllegalArgumentException("yaw and pitch must be finite, were " + yaw + " and " + pitch);
        }
        if (!(distance > NEAR && distance < FAR / 2)) {
            throw new IllegalArgumentException("distance must be in (" + NEAR + ", " + FAR / 2 + "), was " + distance);
        }
    }

    /** @return the camera the viewer opens with: the box field seen from above one corner */
    public static OrbitCamera initial() {
        return new OrbitCamera(Math.toRadians(45), Math.toRadians(35), 135);
    }

    /**
     * The camera turned by a mouse drag.
     *
     * @param dx the drag in pixels, rightwards
     * @param dy the drag in pixels, downwards
     * @return the turned camera; the elevation stays between 5 and 89 degrees
     */
    public OrbitCamera orbit(int dx, int dy) {
        double p = Math.max(MIN_PITCH, Math.min(MAX_PITCH, pitch + dy * 0.006));
        return new OrbitCamera(yaw - dx * 0.006, p, distance);
    }

    /**
     * The camera moved towards or away from its target.
     *
     * @param steps wheel steps, positive away from the target
     * @return the moved camera, between 10 and 250 units from the target
     */
    public OrbitCamera zoom(double steps) {
        return new OrbitCamera(yaw, pitch, Math.max(10, Math.min(250, distance * Math.pow(1.1, steps))));
    }

    /**
     * The camera's position.
     *
     * @param dest overwritten with the eye
     * @return {@code dest}
     */
    public Vector3d eye(Vector3d dest) {
        return dest.set(TARGET_X + distance * Math.cos(pitch) * Math.sin(yaw),
                TARGET_Y + distance * Math.sin(pitch),
                TARGET_Z + distance * Math.cos(pitch) * Math.cos(yaw));
    }

    /**
     * The view-projection matrix for a viewport of the given size, OpenGL depth convention.
     *
     * @param width  the viewport's width in pixels
     * @param height the viewport's height in pixels
     * @return a new matrix
     */
    public Matrix4d viewProjection(int width, int height) {
        Vector3d eye = eye(new Vector3d());
        return new Matrix4d()
                .perspective(Math.toRadians(FOV_DEGREES), (double) width / height, NEAR, FAR)
                .lookAt(eye.x, eye.y, eye.z, TARGET_X, TARGET_Y, TARGET_Z, 0, 1, 0);
    }

    /**
     * Where a world point appears in the component: the projection the renderer draws with.
     *
     * @param viewProjection the camera's matrix
     * @param width          the component's width
     * @param height         the component's height
     * @param x              the point's x
     * @param y              the point's y
     * @param z              the point's z
     * @param dest           overwritten with the pixel position {@code (x, y)} (Swing's: y down)
     *                       and the clip-space w (the distance along the view direction)
     * @return false if the point is behind the camera (then {@code dest} is not written)
     */
    public static boolean project(Matrix4dc viewProjection, int width, int height, double x, double y, double z,
            double[] dest) {
        double cx = viewProjection.m00() * x + viewProjection.m10() * y + viewProjection.m20() * z + viewProjection.m30();
        double cy = viewProjection.m01() * x + viewProjection.m11() * y + viewProjection.m21() * z + viewProjection.m31();
        double cw = viewProjection.m03() * x + viewProjection.m13() * y + viewProjection.m23() * z + viewProjection.m33();
        if (!(cw > 0)) {
            return false;
        }
        dest[0] = (cx / cw + 1) * 0.5 * width;
        dest[1] = (1 - cy / cw) * 0.5 * height;
        dest[2] = cw;
        return true;
    }

    /**
     * The window x of the centre of a pixel column, as {@code Unprojector.ray} takes it.
     *
     * @param pixelX the column
     * @return the window x
     */
    public static double windowX(int pixelX) {
        return pixelX + 0.5;
    }

    /**
     * The window y (upwards) of the centre of a pixel row (downwards).
     *
     * @param pixelY the row
     * @param height the component's height
     * @return the window y
     */
    public static double windowY(int pixelY, int height) {
        return height - (pixelY + 0.5);
    }
}
