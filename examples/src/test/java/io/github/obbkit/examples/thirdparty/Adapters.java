package io.github.obbkit.examples.thirdparty;

import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.Ray3d;
import org.joml.Matrix4dc;

/** From obbkit's values, which the contracts generate, to the third party's own types. */
final class Adapters {
    private Adapters() {
    }

    static Box2 box2(Obb2d b) {
        return new Box2(b.centerX(), b.centerY(), b.axisXx(), b.axisXy(), b.halfExtentX(), b.halfExtentY());
    }

    static Box3 box3(Obb3d b) {
        return new Box3(new double[] {b.centerX(), b.centerY(), b.centerZ()},
                new double[][] {{b.axisXx(), b.axisXy(), b.axisXz()}, {b.axisYx(), b.axisYy(), b.axisYz()},
                    {b.axisZx(), b.axisZy(), b.axisZz()}},
                new double[] {b.halfExtentX(), b.halfExtentY(), b.halfExtentZ()});
    }

    static Bounds3 bounds3(Aabb3d b) {
        return new Bounds3(new double[] {b.minX(), b.minY(), b.minZ()}, new double[] {b.maxX(), b.maxY(), b.maxZ()});
    }

    /** An axis-aligned box (the contract's AXIS_ALIGNED mode gives only these) as bounds. */
    static Bounds3 bounds3(Obb3d b) {
        return new Bounds3(new double[] {b.centerX() - b.halfExtentX(), b.centerY() - b.halfExtentY(),
            b.centerZ() - b.halfExtentZ()},
                new double[] {b.centerX() + b.halfExtentX(), b.centerY() + b.halfExtentY(),
                    b.centerZ() + b.halfExtentZ()});
    }

    /** JOML's {@code get(column, row)} into {@code m[row][column]}. */
    static double[][] matrix(Matrix4dc m) {
        double[][] out = new double[4][4];
        for (int row = 0; row < 4; row++) {
            for (int col = 0; col < 4; col++) {
                out[row][col] = m.get(col, row);
            }
        }
        return out;
    }

    static Aabb3d aabb(Bounds3 b) {
        return Aabb3d.of(b.min()[0], b.min()[1], b.min()[2], b.max()[0], b.max()[1], b.max()[2]);
    }

    static double[] origin(Ray3d r) {
        return new double[] {r.originX(), r.originY(), r.originZ()};
    }

    static double[] direction(Ray3d r) {
        return new double[] {r.directionX(), r.directionY(), r.directionZ()};
    }
}
