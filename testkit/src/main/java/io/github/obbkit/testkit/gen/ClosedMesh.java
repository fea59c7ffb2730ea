package io.github.obbkit.testkit.gen;

import io.github.obbkit.testkit.oracle.Triangle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * A closed, convex triangle mesh as plain arrays: vertices ({@code x, y, z} per vertex) and triangles
 * (three vertex indices each, counter-clockwise seen from outside), every edge shared by exactly two
 * triangles, with its centre (a point well inside). A vertex is one double triple however many
 * triangles share it, so triangles that share an edge share its two endpoints bit for bit: the case
 * in which a watertight ray test never lets a ray through. The arrays are copied in and out.
 */
public final class ClosedMesh {
    private final String name;
    private final double[] vertices;
    private final int[] indices;
    private final double[] centre;
    private final double radius;

    private ClosedMesh(String name, double[] vertices, int[] indices, double[] centre, double radius) {
        this.name = name;
        this.vertices = vertices;
        this.indices = indices;
        this.centre = centre;
        this.radius = radius;
    }

    /**
     * An icosphere: an icosahedron whose faces are split in four {@code subdivisions} times, every
     * vertex pushed out to the unit sphere, then turned, scaled and moved at random.
     *
     * @param subdivisions the number of splits, 0 to 5 ({@code 20 * 4^subdivisions} triangles)
     * @param random       the source of the placement
     * @return the mesh
     * @throws IllegalArgumentException if {@code subdivisions} is outside {@code [0, 5]}
     */
    public static ClosedMesh icosphere(int subdivisions, RandomGenerator random) {
        if (subdivisions < 0 || subdivisions > 5) {
            throw new IllegalArgumentException("subdivisions must be in [0, 5], was " + subdivisions);
        }
        double g = (1 + Math.sqrt(5)) / 2;
        List<double[]> v = new ArrayList<>();
        double[][] base = {{-1, g, 0}, {1, g, 0}, {-1, -g, 0}, {1, -g, 0}, {0, -1, g}, {0, 1, g}, {0, -1, -g},
            {0, 1, -g}, {g, 0, -1}, {g, 0, 1}, {-g, 0, -1}, {-g, 0, 1}};
        for (double[] p : base) {
            v.add(normalised(p));
        }
        int[] faces = {0, 11, 5, 0, 5, 1, 0, 1, 7, 0, 7, 10, 0, 10, 11, 1, 5, 9, 5, 11, 4, 11, 10, 2, 10, 7, 6, 7, 1,
            8, 3, 9, 4, 3, 4, 2, 3, 2, 6, 3, 6, 8, 3, 8, 9, 4, 9, 5, 2, 4, 11, 6, 2, 10, 8, 6, 7, 9, 8, 1};
        for (int s = 0; s < subdivisions; s++) {
            Map<Long, Integer> midpoints = new HashMap<>();
            int[] next = new int[faces.length * 4];
            int n = 0;
            for (int f = 0; f < faces.length; f += 3) {
                int a = faces[f];
                int b = faces[f + 1];
                int c = faces[f + 2];
                int ab = midpoint(v, midpoints, a, b);
                int bc = midpoint(v, midpoints, b, c);
                int ca = midpoint(v, midpoints, c, a);
                int[] four = {a, ab, ca, b, bc, ab, c, ca, bc, ab, bc, ca};
                System.arraycopy(four, 0, next, n, 12);
                n += 12;
            }
            faces = next;
        }
        return placed("icosphere(" + subdivisions + ")", v, faces, random);
    }

    /**
     * The surface of a cube whose faces are each an {@code n x n} grid of squares, two triangles each,
     * then turned, scaled and moved at random. Grid vertices where four or six triangles meet, and the
     * cube's edges and corners, are all shared.
     *
     * @param n      squares per side of a face, 1 to 64
     * @param random the source of the placement
     * @return the mesh
     * @throws IllegalArgumentException if {@code n} is outside {@code [1, 64]}
     */
    public static ClosedMesh cubeGrid(int n, RandomGenerator random) {
        if (n < 1 || n > 64) {
            throw new IllegalArgumentException("n must be in [1, 64], was " + n);
        }
        List<double[]> v = new ArrayList<>();
        Map<Long, Integer> ids = new HashMap<>();
        List<Integer> faces = new ArrayList<>();
        for (int axis = 0; axis < 3; axis++) {
            for (int side = -1; side <= 1; side += 2) {
                int ua = (axis + 1) % 3;
                int va = (axis + 2) % 3;
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        int[] corner = new int[4];
                        int[][] uv = {{i, j}, {i + 1, j}, {i + 1, j + 1}, {i, j + 1}};
                        for (int q = 0; q < 4; q++) {
                            int[] p = new int[3];
                            p[axis] = side * n;
                            p[ua] = 2 * uv[q][0] - n;
                            p[va] = 2 * uv[q][1] - n;
                            long key = ((long) (p[0] + 200) * 1000 + (p[1] + 200)) * 1000 + (p[2] + 200);
                            corner[q] = ids.computeIfAbsent(key, k -> {
                                v.add(new double[] {p[0] / (double) n, p[1] / (double) n, p[2] / (double) n});
                                return v.size() - 1;
                            });
                        }
                        // Counter-clockwise from outside: (u, v, axis) is right-handed, so flip on the minus side
                        int[] quad = side > 0 ? corner : new int[] {corner[0], corner[3], corner[2], corner[1]};
                        boolean diagonal = ((i + j) & 1) == 0;
                        int[] two = diagonal
                                ? new int[] {quad[0], quad[1], quad[2], quad[0], quad[2], quad[3]}
                                : new int[] {quad[0], quad[1], quad[3], quad[1], quad[2], quad[3]};
                        for (int k : two) {
                            faces.add(k);
                        }
                    }
                }
            }
        }
        int[] f = faces.stream().mapToInt(Integer::intValue).toArray();
        return placed("cubeGrid(" + n + ")", v, f, random);
    }

    private static int midpoint(List<double[]> v, Map<Long, Integer> cache, int a, int b) {
        long key = Math.min(a, b) * 1_000_000L + Math.max(a, b);
        return cache.computeIfAbsent(key, k -> {
            double[] p = v.get(a);
            double[] q = v.get(b);
            v.add(normalised(new double[] {p[0] + q[0], p[1] + q[1], p[2] + q[2]}));
            return v.size() - 1;
        });
    }

    private static double[] normalised(double[] p) {
        double n = Math.sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]);
        return new double[] {p[0] / n, p[1] / n, p[2] / n};
    }

    /** Turns (a random unit quaternion), scales (0.01 to 100) and moves (within 100) the unit-sized mesh. */
    private static ClosedMesh placed(String name, List<double[]> v, int[] faces, RandomGenerator random) {
        double[] q = TriangleGenerators.unit(random);
        double angle = random.nextDouble(0, Math.PI);
        double s = Math.sin(angle / 2);
        double qx = q[0] * s;
        double qy = q[1] * s;
        double qz = q[2] * s;
        double qw = Math.cos(angle / 2);
        double scale = Math.pow(10, random.nextDouble(-2, 2));
        double[] centre = {random.nextDouble(-100, 100), random.nextDouble(-100, 100), random.nextDouble(-100, 100)};
        double[] out = new double[3 * v.size()];
        for (int i = 0; i < v.size(); i++) {
            double[] p = v.get(i);
            // q p q*, as p + w t + q x t with t = 2 q x p
            double tx = 2 * (qy * p[2] - qz * p[1]);
            double ty = 2 * (qz * p[0] - qx * p[2]);
            double tz = 2 * (qx * p[1] - qy * p[0]);
            out[3 * i] = centre[0] + scale * (p[0] + qw * tx + (qy * tz - qz * ty));
            out[3 * i + 1] = centre[1] + scale * (p[1] + qw * ty + (qz * tx - qx * tz));
            out[3 * i + 2] = centre[2] + scale * (p[2] + qw * tz + (qx * ty - qy * tx));
        }
        return new ClosedMesh(name + " at " + centre[0] + ", " + centre[1] + ", " + centre[2] + " scale " + scale,
                out, faces, centre, scale);
    }

    /**
     * The mesh's name and placement.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * The number of triangles.
     *
     * @return the triangle count
     */
    public int triangleCount() {
        return indices.length / 3;
    }

    /**
     * A copy of the vertices, {@code x, y, z} per vertex.
     *
     * @return the vertices
     */
    public double[] vertices() {
        return vertices.clone();
    }

    /**
     * A copy of the triangles' vertex indices, three per triangle.
     *
     * @return the indices
     */
    public int[] indices() {
        return indices.clone();
    }

    /**
     * Triangle {@code i}.
     *
     * @param i the triangle's index
     * @return the triangle
     */
    public Triangle triangle(int i) {
        Objects.checkIndex(i, triangleCount());
        int a = 3 * indices[3 * i];
        int b = 3 * indices[3 * i + 1];
        int c = 3 * indices[3 * i + 2];
        return new Triangle(vertices[a], vertices[a + 1], vertices[a + 2], vertices[b], vertices[b + 1],
                vertices[b + 2], vertices[c], vertices[c + 1], vertices[c + 2]);
    }

    /**
     * A copy of the centre, a point inside at least half the radius from the surface.
     *
     * @return the centre
     */
    public double[] centre() {
        return centre.clone();
    }

    /**
     * The radius of the sphere the unit-sized mesh was scaled to (the cube's half-width).
     *
     * @return the radius
     */
    public double radius() {
        return radius;
    }

    /**
     * Describes the mesh.
     *
     * @return its name, vertex and triangle counts
     */
    @Override
    public String toString() {
        return name + " (" + vertices.length / 3 + " vertices, " + triangleCount() + " triangles)";
    }
}
