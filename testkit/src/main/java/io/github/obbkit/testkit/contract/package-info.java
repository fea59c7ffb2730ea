/**
 * Contract suites: abstract JUnit 5 classes whose tests hold an implementation to a contract. Extend one,
 * implement the method that calls your code, and every property runs against it: box overlap
 * ({@link io.github.obbkit.testkit.contract.Obb2dOverlapContract},
 * {@link io.github.obbkit.testkit.contract.Obb3dOverlapContract}), minimum translation vectors
 * ({@link io.github.obbkit.testkit.contract.Mtv2dContract}, {@link io.github.obbkit.testkit.contract.Mtv3dContract}),
 * the bounds of a transformed box ({@link io.github.obbkit.testkit.contract.AabbTransformContract}) and ray
 * against box ({@link io.github.obbkit.testkit.contract.RayBoxContract}).
 *
 * <p>Contract suites: abstract JUnit 5 classes that hold an implementation (obbkit's or anyone's) to
 * the testkit's oracles over its generators. The exact contracts here
 * ({@link io.github.obbkit.testkit.contract.ExactOverlap3dContract} and its 2D and containment
 * twins) have band zero: for code that claims exact answers, every case must equal the exact
 * rational oracle's.
 *
 * <p>Contract suites: abstract JUnit 5 classes that hold anyone's implementation of a geometric query to
 * the testkit's oracles and generators. Extend one, adapt its single abstract method to your code, and
 * every property runs against it. {@link io.github.obbkit.testkit.contract.RayTriangleContract} holds a
 * ray-triangle test to the exact oracle and to watertightness on closed meshes.
 *
 * <p>Contract suites: abstract JUnit 5 classes that hold an implementation, obbkit's or a third
 * party's, to an independent oracle over many generated cases. Extend one, implement its abstract
 * method by calling your own code, and every property runs against it; a failure prints a seed that
 * replays it and the case as Java source.
 *
 * <p>Contract suites for third-party code: abstract JUnit 5 classes whose properties hold an
 * implementation to the testkit's independent oracles. Extend one, implement its one abstract method
 * with your own code, and every property runs against it; obbkit's own kernels are held to the same
 * suites in its verification module. {@link io.github.obbkit.testkit.contract.Sweep3dContract} and
 * {@link io.github.obbkit.testkit.contract.Sweep2dContract} check the first contact of two translating
 * boxes against {@link io.github.obbkit.testkit.oracle.SweepOracles3d} and its 2D twin.
 *
 * <p>Contract suites: abstract JUnit 5 classes that hold anyone's implementation of a geometric
 * routine to obbkit's oracles. Extend one, implement its one abstract method with your code, and
 * every property runs against it.
 *
 * <p>{@link io.github.obbkit.testkit.contract.PointFit2dContract} and
 * {@link io.github.obbkit.testkit.contract.PointFit3dContract} hold a box fitter to two promises:
 * every input point is in the box (within a stated tolerance), and the box's area or volume is within
 * a stated factor of {@link io.github.obbkit.testkit.oracle.PointFitOracles}'s, on the point sets of
 * {@link io.github.obbkit.testkit.gen.PointClouds}, the degenerate ones included.
 */
@NullMarked
package io.github.obbkit.testkit.contract;

import org.jspecify.annotations.NullMarked;
