package io.github.obbkit.examples.viewer;

import io.github.obbkit.core3d.Frustum;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.BoxFace;
import io.github.obbkit.raycast.Bvh3d;
import io.github.obbkit.raycast.FrustumSelection3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.PickWorkspace;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.SelectionMode;
import io.github.obbkit.raycast.Unprojector;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.util.Locale;
import java.util.function.Consumer;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.joml.Matrix4d;
import org.joml.Vector3d;
import org.jspecify.annotations.Nullable;

/**
 * The viewer's drawing surface and mouse handling. Everything here runs on Swing's event thread.
 *
 * <p>How it uses obbkit: the camera's {@link Unprojector} is made once per camera or size change
 * (at most once a frame), a {@link Bvh3d} once for the scene; each mouse move asks the BVH for the
 * nearest box under the cursor with a reused {@link PickWorkspace} and {@link MutablePick}; a click
 * selects that box; a dragged rectangle selects through {@link FrustumSelection3d}.
 */
final class ViewerPanel extends JComponent {
    private static final int DRAG_THRESHOLD = 4;
    private final Obb3d[] boxes;
    private final Bvh3d bvh;
    private final int[] selectionBuffer;
    private final SoftwareRenderer renderer;
    private final PickWorkspace workspace = new PickWorkspace();
    private final MutablePick pick = new MutablePick();
    private final boolean[] selected;
    private final Consumer<String> status;
    private OrbitCamera camera = OrbitCamera.initial();
    private @Nullable Unprojector unprojector;
    private @Nullable BufferedImage frame;
    private Matrix4d viewProjection = new Matrix4d();
    private int[] viewport = {0, 0, 0, 0};
    private int hovered = -1;
    private @Nullable BoxFace hoveredFace;
    private double hoveredDistance;
    private int selectedCount;
    private @Nullable Point mouse;
    private @Nullable Point press;
    private boolean orbiting;
    private boolean marqueeActive;
    private @Nullable Rectangle lastMarquee;
    private @Nullable SelectionMode lastMode;
    private long pickNanos;
    private long picks;
    private long frameNanos;
    private long frames;

    ViewerPanel(Obb3d[] boxes, int width, int height, Consumer<String> status) {
        this.boxes = boxes;
        this.bvh = Bvh3d.build(boxes);
        this.selectionBuffer = new int[boxes.length];
        this.renderer = new SoftwareRenderer(boxes);
        this.selected = new boolean[boxes.length];
        this.status = status;
        setPreferredSize(new Dimension(width, height));
        setOpaque(true);
        MouseAdapter mouseHandler = new Mouse();
        addMouseListener(mouseHandler);
        addMouseMotionListener(mouseHandler);
        addMouseWheelListener(mouseHandler);
    }

    /** The camera's unprojector and matrix, made again only when the camera or the size changed. */
    private Unprojector unprojector() {
        int w = Math.max(1, getWidth());
        int h = Math.max(1, getHeight());
        if (unprojector == null || viewport[2] != w || viewport[3] != h) {
            viewport = new int[] {0, 0, w, h};
            viewProjection = camera.viewProjection(w, h);
            unprojector = Unprojector.of(viewProjection, Unprojector.DepthRange.NEGATIVE_ONE_TO_ONE);
        }
        return unprojector;
    }

    private void setCamera(OrbitCamera next) {
        camera = next;
        unprojector = null;
        if (mouse != null) {
            hover(mouse.x, mouse.y);
        }
        repaint();
    }

    /** The pick under a pixel, shown. */
    private void hover(int x, int y) {
        pickAt(x, y);
        publishStatus();
    }

    /** The pick under a pixel: what the viewer highlights. Timed: the cost of a mouse move. */
    void pickAt(int x, int y) {
        long start = System.nanoTime();
        // tag::viewer-hover[]
        Unprojector view = unprojector();                             // made once per frame, not per move
        Ray3d ray = view.ray(x + 0.5, getHeight() - (y + 0.5), viewport);  // pixel centre, y upwards
        if (bvh.pickNearest(ray, workspace, pick)) {                  // reused workspace and result
            hovered = pick.index();
            hoveredFace = pick.face();                                // which of the box's six faces
            hoveredDistance = pick.t() * ray.directionLength();       // from the near plane
        } else {
            hovered = -1;
            hoveredFace = null;
        }
        // end::viewer-hover[]
        pickNanos += System.nanoTime() - start;
        picks++;
    }

    private void clearHover() {
        mouse = null;
        hovered = -1;
        hoveredFace = null;
        publishStatus();
        repaint();
    }

    private void select(int[] indices) {
        java.util.Arrays.fill(selected, false);
        for (int i : indices) {
            selected[i] = true;
        }
        selectedCount = indices.length;
    }

    private void publishStatus() {
        status.accept(statusText());
    }

    String statusText() {
        StringBuilder s = new StringBuilder();
        if (hovered >= 0) {
            s.append(String.format(Locale.ROOT, "hover: box %d, face %s, %.1f from the near plane", hovered,
                    hoveredFace, hoveredDistance));
        } else {
            s.append("hover: nothing");
        }
        s.append(" | selected: ");
        if (selectedCount == 1) {
            for (int i = 0; i < selected.length; i++) {
                if (selected[i]) {
                    s.append("box ").append(i);
                }
            }
        } else {
            s.append(selectedCount).append(" boxes");
        }
        if (lastMode != null) {
            s.append(lastMode == SelectionMode.WHOLLY_INSIDE ? " (wholly inside)" : " (touching)");
        }
        s.append('\n');
        if (picks > 0 && frames > 0) {
            s.append(String.format(Locale.ROOT, "pick %.1f us per move, frame %.1f ms | ", pickMicros(), frameMillis()));
        }
        s.append("drag: select (rightwards: wholly inside, leftwards: touching); right-drag: orbit; wheel: zoom");
        return s.toString();
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        long start = System.nanoTime();
        Graphics2D g = (Graphics2D) graphics;
        unprojector();
        int w = viewport[2];
        int h = viewport[3];
        if (frame == null || frame.getWidth() != w || frame.getHeight() != h) {
            frame = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        }
        // Drawn into an image's pixels in memory, then shown at once.
        int[] pixels = ((DataBufferInt) frame.getRaster().getDataBuffer()).getData();
        Vector3d eye = camera.eye(new Vector3d());
        renderer.draw(pixels, viewProjection, eye.x, eye.y, eye.z, w, h, hovered, hoveredFace, selected);
        g.drawImage(frame, 0, 0, null);
        drawMarquee(g);
        drawCursor(g);
        frameNanos += System.nanoTime() - start;
        frames++;
    }

    private void drawMarquee(Graphics2D g) {
        Rectangle r = null;
        boolean window = false;
        if (marqueeActive && press != null && mouse != null) {
            r = rectangle(press, mouse);
            window = mouse.x >= press.x;
        } else if (lastMarquee != null) {
            r = lastMarquee;
            window = lastMode == SelectionMode.WHOLLY_INSIDE;
        }
        if (r == null) {
            return;
        }
        g.setColor(new Color(0x1E6FFF));
        // Solid for "wholly inside", dashed for "touching", as CAD tools draw window and crossing.
        g.setStroke(window ? new BasicStroke(2) : new BasicStroke(2, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                new float[] {8, 5}, 0));
        g.drawRect(r.x, r.y, r.width, r.height);
        g.setStroke(new BasicStroke(1));
    }

    private void drawCursor(Graphics2D g) {
        if (mouse == null) {
            return;
        }
        // A marked cursor, drawn by the app so that screenshots show where the pick was asked.
        int x = mouse.x;
        int y = mouse.y;
        g.setStroke(new BasicStroke(3));
        g.setColor(Color.WHITE);
        g.drawOval(x - 9, y - 9, 18, 18);
        g.setStroke(new BasicStroke(1.5f));
        g.setColor(Color.BLACK);
        g.drawOval(x - 9, y - 9, 18, 18);
        g.drawLine(x - 15, y, x - 4, y);
        g.drawLine(x + 4, y, x + 15, y);
        g.drawLine(x, y - 15, x, y - 4);
        g.drawLine(x, y + 4, x, y + 15);
        g.setStroke(new BasicStroke(1));
    }

    /**
     * The boxes a screen rectangle selects, through obbkit: the camera's {@link Frustum} narrowed to
     * the rectangle (its pixel centres, in window coordinates, y upwards) and the selection through
     * the BVH, in ascending order.
     */
    private int[] marquee(Matrix4d viewProjection, int width, int height, Rectangle r, SelectionMode mode) {
        if (r.width == 0 || r.height == 0) {
            return new int[0];
        }
        Frustum sub = marqueeFrustum(viewProjection, width, height, r);
        int n = FrustumSelection3d.select(bvh, sub, mode, workspace, selectionBuffer);
        int[] chosen = java.util.Arrays.copyOf(selectionBuffer, n);
        java.util.Arrays.sort(chosen);
        return chosen;
    }

    /** The sub-frustum of a screen rectangle (y down, as Swing gives it) of a {@code width x height} view. */
    static Frustum marqueeFrustum(Matrix4d viewProjection, int width, int height, Rectangle r) {
        Frustum camera = Frustum.of(viewProjection, Frustum.DepthRange.NEGATIVE_ONE_TO_ONE);
        return FrustumSelection3d.marquee(camera, r.x + 0.5, height - (r.y + 0.5), r.x + r.width + 0.5,
                height - (r.y + r.height + 0.5), new int[] {0, 0, width, height});
    }

    private static Rectangle rectangle(Point a, Point b) {
        return new Rectangle(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(a.x - b.x), Math.abs(a.y - b.y));
    }

    private final class Mouse extends MouseAdapter {
        @Override
        public void mouseMoved(MouseEvent e) {
            mouse = e.getPoint();
            hover(e.getX(), e.getY());
            repaint();
        }

        @Override
        public void mouseExited(MouseEvent e) {
            if (press == null) {
                clearHover();
            }
        }

        @Override
        public void mousePressed(MouseEvent e) {
            press = e.getPoint();
            mouse = e.getPoint();
            // Orbit with the right or middle button, or Ctrl with the left (one-button trackpads).
            orbiting = !SwingUtilities.isLeftMouseButton(e) || (e.getModifiersEx() & InputEvent.CTRL_DOWN_MASK) != 0;
            marqueeActive = false;
        }

        @Override
        public void mouseDragged(MouseEvent e) {
            Point last = mouse;
            mouse = e.getPoint();
            if (press == null) {
                return;
            }
            if (orbiting) {
                if (last != null) {
                    setCamera(camera.orbit(e.getX() - last.x, e.getY() - last.y));
                }
                return;
            }
            if (Math.abs(e.getX() - press.x) > DRAG_THRESHOLD || Math.abs(e.getY() - press.y) > DRAG_THRESHOLD) {
                marqueeActive = true;
            }
            hover(e.getX(), e.getY());
            repaint();
        }

        @Override
        public void mouseReleased(MouseEvent e) {
            Point start = press;
            press = null;
            mouse = e.getPoint();
            if (start == null || orbiting) {
                orbiting = false;
                return;
            }
            if (marqueeActive) {
                marqueeActive = false;
                // Rightwards selects what is wholly inside, leftwards what touches: AutoCAD's window and crossing.
                SelectionMode mode = e.getX() >= start.x ? SelectionMode.WHOLLY_INSIDE : SelectionMode.TOUCHING;
                unprojector();
                Rectangle r = rectangle(start, e.getPoint());
                select(marquee(viewProjection, getWidth(), getHeight(), r, mode));
                lastMarquee = r;
                lastMode = mode;
            } else {
                hover(e.getX(), e.getY());
                select(hovered >= 0 ? new int[] {hovered} : new int[0]);
                lastMarquee = null;
                lastMode = null;
            }
            publishStatus();
            repaint();
        }

        @Override
        public void mouseWheelMoved(MouseWheelEvent e) {
            setCamera(camera.zoom(e.getPreciseWheelRotation()));
        }
    }

    // Reads for the tests and the window's owner; call on the event thread.

    OrbitCamera camera() {
        return camera;
    }

    Obb3d[] boxes() {
        return boxes.clone();
    }

    @Nullable Point mouse() {
        return mouse == null ? null : new Point(mouse);
    }

    int hoveredBox() {
        return hovered;
    }

    @Nullable BoxFace hoveredFace() {
        return hoveredFace;
    }

    int[] selection() {
        int[] out = new int[selectedCount];
        int k = 0;
        for (int i = 0; i < selected.length; i++) {
            if (selected[i]) {
                out[k++] = i;
            }
        }
        return out;
    }

    @Nullable Rectangle lastMarquee() {
        return lastMarquee == null ? null : new Rectangle(lastMarquee);
    }

    @Nullable SelectionMode lastMode() {
        return lastMode;
    }

    double pickMicros() {
        return picks == 0 ? 0 : pickNanos / 1e3 / picks;
    }

    long picks() {
        return picks;
    }

    double frameMillis() {
        return frames == 0 ? 0 : frameNanos / 1e6 / frames;
    }

    long frames() {
        return frames;
    }

    void resetCosts() {
        pickNanos = 0;
        picks = 0;
        frameNanos = 0;
        frames = 0;
    }
}
