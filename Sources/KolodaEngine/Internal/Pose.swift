// SPDX-License-Identifier: MIT

/// A card's on-screen state as six numbers that animations interpolate channel by channel:
/// centre, scale per axis, rotation and alpha. Also used for differences and velocities.
struct Pose: Equatable {
    var centerX: Double
    var centerY: Double
    var scaleX: Double
    var scaleY: Double
    var rotation: Double
    var alpha: Double

    static let zero = Pose(centerX: 0, centerY: 0, scaleX: 0, scaleY: 0, rotation: 0, alpha: 0)

    /// The pose of a card at rest in `frame`, drawn from content of size `contentSize`.
    init(frame: Rect, contentSize: Size, alpha: Double) {
        centerX = frame.origin.x + frame.size.width / 2
        centerY = frame.origin.y + frame.size.height / 2
        scaleX = contentSize.width > 0 ? frame.size.width / contentSize.width : 1
        scaleY = contentSize.height > 0 ? frame.size.height / contentSize.height : 1
        rotation = 0
        self.alpha = alpha
    }

    init(centerX: Double, centerY: Double, scaleX: Double = 0, scaleY: Double = 0, rotation: Double = 0, alpha: Double = 0) {
        self.centerX = centerX
        self.centerY = centerY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.alpha = alpha
    }

    var center: Point {
        get { Point(x: centerX, y: centerY) }
        set {
            centerX = newValue.x
            centerY = newValue.y
        }
    }

    /// A size in points of a pose difference, for deciding when a spring has settled: positions
    /// count as they are, scales and rotation by how far they move the card's edge, alpha by
    /// 100 points per unit.
    func magnitude(contentSize: Size) -> Double {
        let halfWidth = contentSize.width / 2
        let halfHeight = contentSize.height / 2
        let radius = (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot()
        let sx = scaleX * halfWidth
        let sy = scaleY * halfHeight
        let r = rotation * radius
        let a = alpha * 100
        return (centerX * centerX + centerY * centerY + sx * sx + sy * sy + r * r + a * a).squareRoot()
    }

    static func + (lhs: Pose, rhs: Pose) -> Pose {
        Pose(
            centerX: lhs.centerX + rhs.centerX, centerY: lhs.centerY + rhs.centerY,
            scaleX: lhs.scaleX + rhs.scaleX, scaleY: lhs.scaleY + rhs.scaleY,
            rotation: lhs.rotation + rhs.rotation, alpha: lhs.alpha + rhs.alpha)
    }

    static func - (lhs: Pose, rhs: Pose) -> Pose {
        Pose(
            centerX: lhs.centerX - rhs.centerX, centerY: lhs.centerY - rhs.centerY,
            scaleX: lhs.scaleX - rhs.scaleX, scaleY: lhs.scaleY - rhs.scaleY,
            rotation: lhs.rotation - rhs.rotation, alpha: lhs.alpha - rhs.alpha)
    }

    static func * (pose: Pose, factor: Double) -> Pose {
        Pose(
            centerX: pose.centerX * factor, centerY: pose.centerY * factor,
            scaleX: pose.scaleX * factor, scaleY: pose.scaleY * factor,
            rotation: pose.rotation * factor, alpha: pose.alpha * factor)
    }

    /// The pose `fraction` of the way from `self` to `other`.
    func interpolated(to other: Pose, fraction: Double) -> Pose {
        self + (other - self) * fraction
    }
}

extension Pose {
    /// The pose with its centre moved to where the point `pivot` (from the centre, in the card's
    /// unscaled coordinates) is drawn: a motion of this form turns the card about that point, as
    /// Core Animation turns a layer about its anchor point.
    func pivotForm(_ pivot: Vector) -> Pose {
        guard pivot != .zero else { return self }
        var form = self
        form.center = center + Vector(dx: pivot.dx * scaleX, dy: pivot.dy * scaleY).rotated(by: rotation)
        return form
    }

    /// The pose whose pivot form for `pivot` this is.
    func centerForm(_ pivot: Vector) -> Pose {
        guard pivot != .zero else { return self }
        var form = self
        form.center = center - Vector(dx: pivot.dx * scaleX, dy: pivot.dy * scaleY).rotated(by: rotation)
        return form
    }
}
