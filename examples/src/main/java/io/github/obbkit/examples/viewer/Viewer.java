package io.github.obbkit.examples.viewer;

import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.examples.PickingScene;
import java.awt.BorderLayout;
import java.awt.Font;
import java.awt.GridLayout;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.concurrent.CountDownLatch;
import javax.swing.BorderFactory;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * obbkit's live viewer: a window with a few thousand oriented boxes. Move the mouse to see the box
 * and face under it, click to select a box, drag with the left button to select with a rectangle
 * (rightwards: the boxes wholly inside; leftwards: the boxes touching it), drag with the right or
 * middle button (or Ctrl and the left) to orbit, turn the wheel to zoom. A status line says what is
 * picked and selected and what a pick costs.
 *
 * <pre>
 * options:
 *   --boxes N     boxes in the scene (default: 3000)
 *   --seed S      random seed of the scene (default: 1)
 *   --size WxH    size of the view in pixels (default: 960x640)
 * </pre>
 */
public final class Viewer {
    private final JFrame frame;
    private final ViewerPanel panel;
    private final JLabel status;
    private final JLabel costs;
    private String statusText = "";

    private Viewer(Obb3d[] boxes, int width, int height) {
        frame = new JFrame("obbkit viewer: " + boxes.length + " boxes");
        status = label();
        costs = label();
        panel = new ViewerPanel(boxes, width, height, this::showStatus);
        frame.getContentPane().add(panel, BorderLayout.CENTER);
        // Two plain labels, not one label of HTML: a plain label never wraps, so the view's height
        // (and with it the camera's aspect ratio) stays what the window was laid out with.
        JPanel lines = new JPanel(new GridLayout(2, 1));
        lines.setBorder(BorderFactory.createEmptyBorder(3, 8, 3, 8));
        lines.add(status);
        lines.add(costs);
        frame.getContentPane().add(lines, BorderLayout.SOUTH);
        // Disposing, not exiting: the window's owner (a test, Maven's exec) keeps its JVM.
        frame.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        showStatus(panel.statusText());
        frame.pack();
    }

    private void showStatus(String text) {
        statusText = text;
        int newline = text.indexOf('\n');                 // what is picked and selected; the costs and controls
        status.setText(text.substring(0, newline));
        costs.setText(text.substring(newline + 1));
    }

    private static JLabel label() {
        JLabel label = new JLabel(" ");
        label.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 12));
        return label;
    }

    /**
     * Opens the viewer on a random scene. Call on Swing's event thread.
     *
     * @param boxes  how many boxes
     * @param seed   the scene's random seed
     * @param width  the view's width in pixels
     * @param height the view's height in pixels
     * @param x      the window's left edge on the screen
     * @param y      the window's top edge on the screen
     * @return the open viewer
     * @throws IllegalArgumentException if a count or size is not positive
     */
    public static Viewer open(int boxes, long seed, int width, int height, int x, int y) {
        if (boxes < 1) {
            throw new IllegalArgumentException("boxes must be >= 1, was " + boxes);
        }
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("size must be at least 1x1, was " + width + "x" + height);
        }
        Viewer viewer = new Viewer(PickingScene.random(boxes, seed).boxes(), width, height);
        viewer.frame.setLocation(x, y);
        viewer.frame.setVisible(true);
        return viewer;
    }

    /**
     * Runs the viewer until its window is closed.
     *
     * @param args the options of the class comment
     */
    public static void main(String[] args) {
        int boxes = 3000;
        long seed = 1;
        int width = 960;
        int height = 640;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--boxes" -> boxes = Integer.parseInt(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--size" -> {
                    String[] wh = args[i + 1].split("x");
                    if (wh.length != 2) {
                        throw new IllegalArgumentException("--size must be WxH, was " + args[i + 1]);
                    }
                    width = Integer.parseInt(wh[0]);
                    height = Integer.parseInt(wh[1]);
                }
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if (args.length % 2 != 0) {
            throw new IllegalArgumentException("missing value after " + args[args.length - 1]);
        }
        int n = boxes;
        long s = seed;
        int w = width;
        int h = height;
        // Returns when the window closes, so that a launcher that ends with main (Maven's exec) waits.
        CountDownLatch closed = new CountDownLatch(1);
        SwingUtilities.invokeLater(() -> open(n, s, w, h, 40, 40).frame.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                closed.countDown();
            }
        }));
        try {
            closed.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Closes the window. Call on Swing's event thread. */
    public void close() {
        frame.dispose();
    }

    /** @return the window, for a test to find on the screen */
    JFrame frame() {
        return frame;
    }

    /** @return the view: the test-only reads of what is hovered and selected */
    ViewerPanel panel() {
        return panel;
    }

    /** @return the status line's text */
    String status() {
        return statusText;
    }
}
