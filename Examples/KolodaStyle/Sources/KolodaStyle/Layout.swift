// SPDX-License-Identifier: MIT

import AppGeometry
import Koloda
import UIKit

/// Where an app places a card of its own, in its own geometry's types beside Koloda's.
@MainActor
func placement(of card: Card, in koloda: KolodaView) -> Rect {
    let frame = koloda.frameForCard(at: 0)
    let size = Size(width: Double(frame.size.width), height: Double(frame.size.height))
    return Rect(origin: Point(x: Double(frame.origin.x), y: Double(frame.origin.y) + Double(card.title.count)), size: size)
}
