package io.github.obbkit.verification.raycast;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.FrustumTest3d;
import io.github.obbkit.core3d.Obb3dBatch;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.FrustumSelection3d;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.SelectionMode;
import io.github.obbkit.raycast.Unprojector;
import io.github.obbkit.testkit.property.Gen;
import io.github.obbkit.testkit.property.Property;
import io.github.obbkit.testkit.junit.PropertyTest;
import io.github.obbkit.testkit.gen.FrustumGenerators;
import java.util.Arrays;
import org.joml.Matrix4d;
import org.joml.Vector3d;

/**
 * Marquee selection and culling through the hierarchy report exactly what the linear scans report,
 * in both selection modes, on random scenes around random cameras; and a marquee's sub-frustum is
 * bounded by the rays {@link Unprojector} gives for the rectangle's corners.
 */
class FrustumSelectionProperties {
    private static final String[] FAMILIES = {"around", "nearPlane", "behind", "thin", "huge", "outsideCorner",
        "outsideEdge", "outsideFace", "inside"};

    /** A camera, a scene of up to 400 boxes from every family around it, and a marquee rectangle. */
    record Scene(Frustum camera, Obb3dBatch boxes, double x0, double y0, double x1, double y1, int[] viewport) {
        @Override
        public String toString() {
            return camera + " with " + boxes.size() + " boxes, marquee (" + x0 + ", " + y0 + ") to (" + x1 + ", "
                    + y1 + ") in " + Arrays.toString(viewport);
        }
    }

    static Gen<Scene> scenes() {
        Gen<Frustum> cameras = FrustumGenerators.frustum();
        return random -> {
            Frustum camera = cameras.next(random);
            int n = random.nextInt(8) == 0 ? random.nextInt(3) : random.nextInt(400);
            Obb3dBatch boxes = Obb3dBatch.withCapacity(n);
            for (int i = 0; i < n; i++) {
                boxes.add(FrustumGenerators.box(camera, FAMILIES[random.nextInt(FAMILIES.length)], random));
            }
            int[] viewport = {random.nextInt(50), random.nextInt(50), 100 + random.nextInt(1500), 100 + random.nextInt(1000)};
            double x0 = viewport[0] + (random.nextDouble() * 1.2 - 0.1) * viewport[2];
            double x1 = viewport[0] + (random.nextDouble() * 1.2 - 0.1) * viewport[2];
            double y0 = viewport[1] + (random.nextDouble() * 1.2 - 0.1) * viewport[3];
            double y1 = viewport[1] + (random.nextDouble() * 1.2 - 0.1) * viewport[3];
            if (Math.abs(x1 - x0) < 1) {
                x1 = x0 + 1;
            }
            if (Math.abs(y1 - y0) < 1) {
                y1 = y0 + 1;
            }
            return new Scene(camera, boxes, x0, y0, x1, y1, viewport);
        };
    }

    @PropertyTest(generator = "scenes", tries = 1500)
    void marqueeThroughTheHierarchy_equalsTheScan_inBothModes(Scene s) {
        Frustum marquee = FrustumSelection3d.marquee(s.camera(), s.x0(), s.y0(), s.x1(), s.y1(), s.viewport());
        Bvh3d bvh = Bvh3d.build(s.boxes());
        PickWorkspace workspace = new PickWorkspace();
        int n = s.boxes().size();
        for (SelectionMode mode : SelectionMode.values()) {
            int[] tree = new int[n];
            int[] scan = new int[n];
            int t = FrustumSelection3d.select(bvh, marquee, mode, workspace, tree);
            int c = FrustumSelection3d.select(s.boxes(), marquee, mode, scan);
            if (c > 0) {
                Property.label(mode + " selects some");
            }
            Arrays.sort(tree, 0, t);
            assertThat(Arrays.copyOf(tree, t)).as("%s through the hierarchy", mode).isEqualTo(Arrays.copyOf(scan, c));
        }
        // The scan is the per-box test, box by box.
        int[] scan = new int[n];
        int c = FrustumSelection3d.select(s.boxes(), marquee, SelectionMode.TOUCHING, scan);
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (FrustumTest3d.intersects(marquee, s.boxes(), i)) {
                assertThat(k).isLessThan(c);
                assertThat(scan[k++]).isEqualTo(i);
            }
        }
        assertThat(k).isEqualTo(c);
    }

    @PropertyTest(generator = "scenes", tries = 1500)
    void cullingThroughTheHierarchy_equalsTheScan(Scene s) {
        Bvh3d bvh = Bvh3d.build(s.boxes());
        int n = s.boxes().size();
        int[] tree = new int[n];
        int[] scan = new int[n];
        int t = FrustumSelection3d.visible(bvh, s.camera(), new PickWorkspace(), tree);
        int c = FrustumSelection3d.visible(s.boxes(), s.camera(), scan);
        if (c > 0 && c < n) {
            Property.label("some culled, some visible");
        }
        Arrays.sort(tree, 0, t);
        assertThat(Arrays.copyOf(tree, t)).isEqualTo(Arrays.copyOf(scan, c));
    }

    @PropertyTest(generator = "scenes", tries = 2000)
    void marqueeCorners_lieOnTheUnprojectorsRaysThroughTheRectanglesCorners(Scene s) {
        Frustum marquee = FrustumSelection3d.marquee(s.camera(), s.x0(), s.y0(), s.x1(), s.y1(), s.viewport());
        Unprojector.DepthRange depth = s.camera().depthRange() == Frustum.DepthRange.ZERO_TO_ONE
                ? Unprojector.DepthRange.ZERO_TO_ONE : Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE;
        Unprojector unprojector = Unprojector.of(s.camera().viewProjection(new Matrix4d()), depth);
        Vector3d p = new Vector3d();
        double size = 0;
        for (int i = 0; i < 8; i++) {
            size = Math.max(size, marquee.corner(i, p).length());
        }
        for (int i = 0; i < 8; i++) {
            double x = (i & 1) == 0 ? Math.min(s.x0(), s.x1()) : Math.max(s.x0(), s.x1());
            double y = (i & 2) == 0 ? Math.min(s.y0(), s.y1()) : Math.max(s.y0(), s.y1());
            Ray3d ray = unprojector.ray(x, y, s.viewport());
            // The near corner is the ray's origin, the far corner its point at t = 1.
            double t = (i & 4) == 0 ? 0 : 1;
            marquee.corner(i, p);
            double dx = ray.originX() + t * ray.directionX() - p.x;
            double dy = ray.originY() + t * ray.directionY() - p.y;
            double dz = ray.originZ() + t * ray.directionZ() - p.z;
            assertThat(Math.sqrt(dx * dx + dy * dy + dz * dz)).as("corner %s", i).isLessThanOrEqualTo(1e-7 * size);
        }
    }
}
