// SPDX-License-Identifier: MIT

import Koloda

// An app file that imports Koloda and nothing else, as Koloda's users write them: Koloda's
// framework brings UIKit with it, so `UIViewController`, `UIView` and `CGRect` are there.

/// A screen that shows a deck, written with only `import Koloda`.
final class DeckOnlyViewController: UIViewController {
    let deck = KolodaView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))

    override func viewDidLoad() {
        super.viewDidLoad()
        let backdrop = UIView(frame: deck.bounds)
        view.addSubview(backdrop)
        view.addSubview(deck)
    }
}
