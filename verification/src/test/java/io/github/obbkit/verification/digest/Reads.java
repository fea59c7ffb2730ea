package io.github.obbkit.verification.digest;

import io.github.obbkit.core2d.Aabb2d;
import io.github.obbkit.core2d.Mtv2d;
import io.github.obbkit.core2d.Obb2d;
import io.github.obbkit.core3d.Aabb3d;
import io.github.obbkit.core3d.Mtv3d;
import io.github.obbkit.core3d.Obb3d;
import io.github.obbkit.raycast.MutablePick;
import io.github.obbkit.raycast.MutableRayHit;
import io.github.obbkit.raycast.Pick;
import io.github.obbkit.raycast.Ray2d;
import io.github.obbkit.raycast.Ray3d;
import io.github.obbkit.raycast.RayHit;
import org.joml.Vector2d;
import org.joml.Vector3d;

/**
 * How each public value is read into a digest: every accessor of the value, in a fixed order. A
 * call site: when an accessor is renamed, rename it here; the order of the reads must stay.
 */
final class Reads {
    private Reads() {
    }

    static void obb2(Digest d, Obb2d b) {
        d.d(b.centerX());
        d.d(b.centerY());
        d.d(b.axisXx());
        d.d(b.axisXy());
        d.d(b.axisYx());
        d.d(b.axisYy());
        d.d(b.halfExtentX());
        d.d(b.halfExtentY());
    }

    static void obb3(Digest d, Obb3d b) {
        d.d(b.centerX());
        d.d(b.centerY());
        d.d(b.centerZ());
        d.d(b.axisXx());
        d.d(b.axisXy());
        d.d(b.axisXz());
        d.d(b.axisYx());
        d.d(b.axisYy());
        d.d(b.axisYz());
        d.d(b.axisZx());
        d.d(b.axisZy());
        d.d(b.axisZz());
        d.d(b.halfExtentX());
        d.d(b.halfExtentY());
        d.d(b.halfExtentZ());
    }

    static void aabb2(Digest d, Aabb2d b) {
        d.d(b.minX());
        d.d(b.minY());
        d.d(b.maxX());
        d.d(b.maxY());
        d.d(b.centerX());
        d.d(b.centerY());
        d.d(b.halfExtentX());
        d.d(b.halfExtentY());
    }

    static void aabb3(Digest d, Aabb3d b) {
        d.d(b.minX());
        d.d(b.minY());
        d.d(b.minZ());
        d.d(b.maxX());
        d.d(b.maxY());
        d.d(b.maxZ());
        d.d(b.centerX());
        d.d(b.centerY());
        d.d(b.centerZ());
        d.d(b.halfExtentX());
        d.d(b.halfExtentY());
        d.d(b.halfExtentZ());
    }

    static void mtv2(Digest d, Mtv2d m) {
        if (m == null) {
            d.nul();
            return;
        }
        d.d(m.normalX());
        d.d(m.normalY());
        d.d(m.depth());
        d.name(m.axis());
        vector2(d, m.translation(new Vector2d()));
    }

    static void mtv3(Digest d, Mtv3d m) {
        if (m == null) {
            d.nul();
            return;
        }
        d.d(m.normalX());
        d.d(m.normalY());
        d.d(m.normalZ());
        d.d(m.depth());
        d.name(m.axis());
        vector3(d, m.translation(new Vector3d()));
    }

    static void ray2(Digest d, Ray2d ray) {
        d.d(ray.originX());
        d.d(ray.originY());
        d.d(ray.directionX());
        d.d(ray.directionY());
        d.d(ray.directionLength());
    }

    static void ray3(Digest d, Ray3d ray) {
        d.d(ray.originX());
        d.d(ray.originY());
        d.d(ray.originZ());
        d.d(ray.directionX());
        d.d(ray.directionY());
        d.d(ray.directionZ());
        d.d(ray.directionLength());
    }

    /** A holder after a query: what it says, and what its copy says. */
    static void hit(Digest d, MutableRayHit h) {
        d.bool(h.isHit());
        d.d(h.tMin());
        d.d(h.tMax());
        d.name(h.entryFace());
        d.name(h.exitFace());
        rayHit(d, h.toRayHit());
    }

    static void rayHit(Digest d, RayHit h) {
        if (h == null) {
            d.nul();
            return;
        }
        d.d(h.tMin());
        d.d(h.tMax());
        d.name(h.entryFace());
        d.name(h.exitFace());
        d.bool(h.originInside());
    }

    static void pick(Digest d, Pick p) {
        if (p == null) {
            d.nul();
            return;
        }
        d.i(p.index());
        d.d(p.t());
        d.name(p.face());
    }

    static void pick(Digest d, MutablePick p) {
        d.bool(p.isHit());
        d.i(p.index());
        d.d(p.t());
        d.name(p.face());
        pick(d, p.toPick());
    }

    static void vector2(Digest d, Vector2d v) {
        d.d(v.x);
        d.d(v.y);
    }

    static void vector3(Digest d, Vector3d v) {
        d.d(v.x);
        d.d(v.y);
        d.d(v.z);
    }
}
