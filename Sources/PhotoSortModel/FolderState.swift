// SPDX-License-Identifier: MIT

import CGio
import Foundation
import KolodaAppBase
import KolodaEngine

/// What Photo Sort keeps of one folder: its photos in the deck's order, the deck's state (every
/// decision not undone, oldest first, so undo reaches back across restarts), and the photos it
/// moved to the Trash.
///
/// The file lives in the user's state directory, one per folder
/// (`$XDG_STATE_HOME/koloda-photos/folders/SHA256-OF-PATH.json`), and is replaced atomically after
/// every decision and undo.
package struct FolderState: Codable, Equatable {
    /// The folder's absolute path.
    package var folder: String
    /// The photos' file names, in the deck's order: in the order they were taken when the folder
    /// was first opened, and photos added since appended in theirs. A photo that is gone stays
    /// (shown as missing), so that the deck's indexes keep their meaning.
    package var photos: [String]
    /// The deck's state: its current card and the decisions, as swipes of indexes into `photos`.
    package var deck: DeckState
    /// The photos moved to the Trash by Photo Sort.
    package var trashed: [String]
    /// The files that are one photo with a card's file, by the card's name: a RAW file and the
    /// JPEG the camera wrote beside it (`IMG_0001.CR2` with `IMG_0001.JPG`) are one card, which
    /// shows the JPEG, and a decision on it applies to both. Absent when there are none, and from
    /// states saved before RAW files.
    package var twins: [String: [String]]?
    /// The ratings the photos' sidecars had before Photo Sort first wrote one (`nil` for none),
    /// by sidecar, named without its `.xmp` (the photo's name for `NAME.EXT.xmp`): what an undone
    /// decision puts back. Absent from states saved before ratings.
    package var ratingsBefore: [String: Int?]?
    /// The labels the photos' sidecars had before Photo Sort first wrote them, by sidecar (as
    /// `ratingsBefore`). Absent from states saved before labels.
    package var labelsBefore: [String: SidecarLabels]?
    /// The SHA-256 of what Photo Sort last wrote to each sidecar, by sidecar: an undo that finds
    /// the sidecar unchanged since puts back exactly what was there. Absent from states saved
    /// before it.
    package var sidecarsWritten: [String: String]?
    /// The ratings the user gave, by photo: 0 to 5 stars, -1 for a reject. A rating is written to
    /// the sidecar in place of the one the decision gives. Absent when there are none.
    package var stars: [String: Int]?
    /// The colour labels the user gave, by photo (none is a choice too: labels taken off). Written
    /// to the sidecar in place of those it had. Absent when there are none.
    package var colors: [String: [ColorLabel]]?
    /// The second pass under way, if one is: its photos, and its decisions, which stand over the
    /// first pass's.
    package var review: Review?
    /// The decisions of the reviews ended, by photo: they stand over the first pass's. Absent when
    /// there are none.
    package var reviewed: [String: Bool]?
    /// The files Photo Sort moved to another folder (the kept photos, with their twins and
    /// sidecars), by name: the folder each is in now, an absolute path. Absent when there are none.
    package var moved: [String: String]?

    /// A state for a folder seen for the first time.
    package init(folder: String, photos: [String]) {
        self.folder = folder
        self.photos = photos
        deck = DeckState(currentIndex: 0, count: photos.count, history: [])
        trashed = []
    }

    /// The files of the card `name`: its own and its twins'.
    package func files(of name: String) -> [String] { [name] + (twins?[name] ?? []) }

    /// The decisions not undone, oldest first: each photo's name and whether it is kept, a
    /// review's decision standing over the first pass's (a photo decided first in a review comes
    /// after the first pass's), and a photo decided again (gone back to with Go to Photo) once,
    /// where its last decision is.
    package var decisions: [(name: String, kept: Bool)] {
        let first = Self.lastOfEach(deck.history.map { (name: photos[$0.index], kept: $0.direction == .right) })
        let firstNames = Set(first.map(\.name))
        var overrides = reviewed ?? [:]
        // Photos a review decided that the first pass has not: the ended reviews', then this one's.
        var others = overrides.keys.filter { !firstNames.contains($0) }.sorted()
        if let review {
            for swipe in review.deck.history {
                let name = review.photos[swipe.index]
                if !firstNames.contains(name), !others.contains(name) { others.append(name) }
                overrides[name] = swipe.direction == .right
            }
        }
        return first.map { ($0.name, overrides[$0.name] ?? $0.kept) } + others.map { ($0, overrides[$0] ?? false) }
    }

    /// Each photo's last decision of `decisions`, in their order.
    private static func lastOfEach(_ decisions: [(name: String, kept: Bool)]) -> [(name: String, kept: Bool)] {
        let last = Dictionary(decisions.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { $1 })
        return decisions.enumerated().filter { last[$0.element.name] == $0.offset }.map(\.element)
    }

    /// The place in the deck shown (from 0) of the photo `text` names, for Go to Photo: its
    /// number as the header shows it, from 1 (grouped or not: "1,200"), else its file name, whole
    /// or without its extension, in any case ("dsc_0412" finds `DSC_0412.NEF`); or why there is
    /// none.
    package func place(of text: String) -> Result<Int, PhotoSortError> {
        let cards = self.cards
        guard !cards.isEmpty else { return .failure(PhotoSortError(tr("There are no photos here."))) }
        let wanted = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !wanted.isEmpty else { return .failure(PhotoSortError(tr("Type a photo's number or file name."))) }
        if let number = NumberText.whole(wanted) {
            guard (1...cards.count).contains(number) else {
                // TRANSLATORS: Go to Photo, a number too high or low: "There is no photo 700: they run from 1 to 600."
                return .failure(
                    PhotoSortError(tr("There is no photo %s: they run from 1 to %s.", NumberText.grouped(number), NumberText.grouped(cards.count))))
            }
            return .success(number - 1)
        }
        let folded = wanted.lowercased()
        let found =
            cards.firstIndex { $0.lowercased() == folded }
            ?? cards.firstIndex { PhotoFolder.stem($0).lowercased() == folded }
        guard let found else { return .failure(PhotoSortError(tr("No photo here is named %s.", wanted))) }
        return .success(found)
    }

    /// The photos of the deck shown: the review's, else the folder's.
    package var cards: [String] { review?.photos ?? photos }

    /// The state of the deck shown: the review's, else the first pass's.
    package var cardDeck: DeckState {
        get { review?.deck ?? deck }
        set {
            if review != nil { review!.deck = newValue } else { deck = newValue }
        }
    }

    /// The photos `filter` picks for a second pass, in the deck's order.
    package func photos(for filter: ReviewFilter) -> [String] {
        let kept = Dictionary(decisions.map { ($0.name, $0.kept) }, uniquingKeysWith: { $1 })
        return photos.filter { name in
            let given = stars?[name] ?? 0
            switch filter {
            case .kept: return kept[name] == true
            case .withoutStars: return kept[name] == true && given == 0
            case .stars(let least): return given >= least
            }
        }
    }

    /// Begins a second pass over the photos `filter` picks, ending the one under way (its
    /// decisions stand); returns false, changing nothing, when it picks none.
    package mutating func beginReview(_ filter: ReviewFilter) -> Bool {
        let picked = photos(for: filter)
        guard !picked.isEmpty else { return false }
        endReview()
        review = Review(filter: filter, photos: picked, deck: DeckState(currentIndex: 0, count: picked.count, history: []))
        return true
    }

    /// Ends the second pass under way: its decisions stand, and the first pass's deck shows again.
    package mutating func endReview() {
        guard let review else { return }
        var reviewed = self.reviewed ?? [:]
        for swipe in review.deck.history { reviewed[review.photos[swipe.index]] = swipe.direction == .right }
        self.reviewed = reviewed.isEmpty ? nil : reviewed
        self.review = nil
    }

    /// The photos kept, in the order they were decided on.
    package var kept: [String] { decisions.filter(\.kept).map(\.name) }

    /// The kept photos' paths, one a line: the exported list, a photo moved to another folder
    /// listed there. Only names of files directly in the folder are listed (see
    /// ``isNameInFolder(_:)``); ``namesOutsideFolder`` are not.
    package var keptList: String {
        let trashed = Set(trashed)
        return kept.flatMap(files(of:)).filter { PhotoFolder.isNameInFolder($0) && !trashed.contains($0) }.map { path(of: $0) + "\n" }.joined()
    }

    /// Where the file `name` of the folder is: in the folder, or where Photo Sort moved it.
    package func path(of name: String) -> String { (moved?[name] ?? folder) + "/" + name }

    /// Notes that the files `names` were moved to the folder `destination` (an absolute path), or
    /// back to this one when `destination` is it.
    package mutating func noteMoved(_ names: [String], to destination: String) {
        var moved = self.moved ?? [:]
        for name in names { moved[name] = destination == folder ? nil : destination }
        self.moved = moved.isEmpty ? nil : moved
    }

    /// The files of the card `name` that Photo Sort moved to another folder, with their sidecars,
    /// by the folder each is in: what comes back when its decision is undone, or it is passed.
    package func movedFiles(of name: String) -> [String: [String]] {
        guard let moved else { return [:] }
        let going = files(of: name).filter { moved[$0] != nil }
        guard !going.isEmpty else { return [:] }
        let all = going + PhotoFolder.sidecars(of: going, among: moved.keys.sorted(), wholeStems: Set(going.map(PhotoFolder.stem)))
        return Dictionary(grouping: all) { moved[$0]! }
    }

    /// The names the state lists that do not name a file directly in the folder (a path, `..`):
    /// a state file edited, corrupted or synced from elsewhere. Photo Sort never acts on them.
    package var namesOutsideFolder: [String] { photos.filter { !PhotoFolder.isNameInFolder($0) } }

    /// Writes each photo's decision, rating and colour labels to its XMP sidecars (see
    /// `SidecarRatings`), and puts back the sidecar of a photo whose decision was undone; `names`
    /// limits it to those photos.
    ///
    /// - Parameters:
    ///   - layout: Which sidecar of a RAW file is written (the other is written only when it is
    ///     there).
    ///   - originals: Where copies of the sidecars as they were before are kept (see
    ///     ``SidecarRatings/Ledger/originals``).
    /// - Returns: The sidecars written or put back, and a problem for each that could not be.
    package mutating func writeRatings(
        of names: [String]? = nil, layout: SidecarLayout = .darktable, originals: String = PhotoFolder.originalSidecarsFolder
    ) -> (written: [String], problems: [PhotoSortProblem]) {
        let kept = Dictionary(decisions.map { ($0.name, $0.kept) }, uniquingKeysWith: { $1 })
        var ledger = SidecarRatings.Ledger(
            before: ratingsBefore ?? [:], labelsBefore: labelsBefore ?? [:], written: sidecarsWritten ?? [:], originals: originals)
        var written: [String] = []
        var problems: [PhotoSortProblem] = []
        let folderIsThere = FileName.withPath(folder) { access($0, F_OK) } == 0
        for name in names ?? photos {
            let marks = SidecarRatings.Marks(stars: stars?[name], colors: colors?[name], kept: kept[name])
            let had = marks.isEmpty ? (nil, SidecarLabels()) : marksBefore(of: name, layout: layout, ledger: ledger)
            for file in files(of: name) {
                // A photo gone from the folder (another program deleted it) gets no new sidecar:
                // nothing would read it. One Photo Sort wrote is still put back on an undo. A
                // folder gone is a problem for every sidecar, said once.
                let isThere = !folderIsThere || FileName.withPath(path(of: file)) { access($0, F_OK) } == 0
                let sidecars = layout.sidecars(of: file)
                for (sidecar, onlyIfThere) in [(sidecars.written, false)] + (sidecars.other.map { [($0, true)] } ?? []) {
                    if !isThere, ledger.before[String(sidecar.dropLast(4))] == nil { continue }
                    do {
                        if try SidecarRatings.apply(
                            sidecar, in: moved?[file] ?? folder, marks: marks, onlyIfThere: onlyIfThere, ledger: &ledger, had: had)
                        {
                            written.append(sidecar)
                        }
                    } catch {
                        problems.append(error)
                    }
                }
            }
        }
        ratingsBefore = ledger.before.isEmpty ? nil : ledger.before
        labelsBefore = ledger.labelsBefore.isEmpty ? nil : ledger.labelsBefore
        sidecarsWritten = ledger.written.isEmpty ? nil : ledger.written
        return (written, problems)
    }

    /// Gives the photo `name` a rating: 0 to 5 stars, or -1 for a reject.
    package mutating func rate(_ name: String, stars rating: Int) {
        var stars = self.stars ?? [:]
        stars[name] = min(max(rating, -1), 5)
        self.stars = stars
    }

    /// Puts the colour label `color` on the photo `name`, or takes it off when the photo has it
    /// (as its card shows it: given here, or read from its sidecar).
    package mutating func toggle(_ color: ColorLabel, of name: String, layout: SidecarLayout = .darktable) {
        var shown = shownMarks(of: name, layout: layout).colors
        if let index = shown.firstIndex(of: color) { shown.remove(at: index) } else { shown.append(color) }
        var colors = self.colors ?? [:]
        colors[name] = ColorLabel.allCases.filter(shown.contains)
        self.colors = colors
    }

    /// The rating and colour labels the card of `name` shows: those the user gave, else those
    /// its sidecars have, as another program or an earlier sort left them (the layout's sidecar
    /// first, then a RAW file's other one, then its twin's), else those written into the photo
    /// itself (see ``PhotoInfo/embeddedMarks(of:)``).
    package func shownMarks(of name: String, layout: SidecarLayout = .darktable) -> (rating: Int?, colors: [ColorLabel]) {
        let given = (rating: stars?[name], colors: self.colors?[name])
        guard given.rating == nil || given.colors == nil else { return (given.rating, given.colors ?? []) }
        let found = marks(of: name, layout: layout) { _ in nil }
        return (given.rating ?? found.rating, given.colors ?? ColorLabel.labels(of: found.labels))
    }

    /// The rating and labels the photo `name` had before Photo Sort wrote any of its sidecars:
    /// what a decision builds on (see ``SidecarRatings/apply(_:in:marks:onlyIfThere:ledger:had:)``).
    /// A sidecar Photo Sort wrote counts as what it had then; the labels are given in every
    /// editor's form.
    func marksBefore(of name: String, layout: SidecarLayout, ledger: SidecarRatings.Ledger) -> (rating: Int?, labels: SidecarLabels) {
        let found = marks(of: name, layout: layout) { key in
            ledger.before[key].map { ($0, ledger.labelsBefore[key] ?? SidecarLabels()) }
        }
        var labels = SidecarLabels().with(colors: ColorLabel.labels(of: found.labels))
        labels.pick = found.labels.pick
        return (found.rating, labels)
    }

    /// The first rating and the first labels found for `name`: in its files' sidecars (each the
    /// layout's first; `remembered` answers for a sidecar, by its name without `.xmp`, instead of
    /// the file), then in the files themselves.
    private func marks(
        of name: String, layout: SidecarLayout, remembered: (String) -> (rating: Int?, labels: SidecarLabels)?
    ) -> (rating: Int?, labels: SidecarLabels) {
        var rating: Int?
        var labels: SidecarLabels?
        func take(_ found: (rating: Int?, labels: SidecarLabels)) -> Bool {
            if rating == nil { rating = found.rating }
            if labels == nil, !ColorLabel.labels(of: found.labels).isEmpty || found.labels.pick != nil { labels = found.labels }
            return rating != nil && labels != nil
        }
        let files = files(of: name)
        for file in files {
            let sidecars = layout.sidecars(of: file)
            for sidecar in [sidecars.written] + (sidecars.other.map { [$0] } ?? []) where PhotoFolder.isNameInFolder(sidecar) {
                if let known = remembered(String(sidecar.dropLast(4))) {
                    if take(known) { return (rating, labels ?? SidecarLabels()) }
                    continue
                }
                guard let read = try? XMPSidecar(path: (moved?[file] ?? folder) + "/" + sidecar) else { continue }
                defer { read.close() }
                if take((read.rating, read.labels)) { return (rating, labels ?? SidecarLabels()) }
            }
        }
        for file in files where PhotoFolder.isNameInFolder(file) {
            if take(PhotoInfo.embeddedMarks(of: path(of: file))) { break }
        }
        return (rating, labels ?? SidecarLabels())
    }

    /// The files of the photos passed (with their twins) not yet moved to the Trash, in the
    /// order they were decided on.
    package var passedInFolder: [String] {
        let trashed = Set(trashed)
        return decisions.filter { !$0.kept }.flatMap { files(of: $0.name) }.filter { !trashed.contains($0) && moved?[$0] == nil }
    }

    /// What moving the passed photos to the Trash moves, of the folder's entries `listing`: the
    /// passed photos' files not yet moved (``passedInFolder``) and their own sidecars (see
    /// ``PhotoFolder/sidecars(of:among:wholeStems:)``), so that no edit history is left behind.
    package func passedWithSidecars(listing: [String]) -> [String] {
        let leaving = passedInFolder
        let gone = Set(leaving + trashed)
        let staying = Set(photos.flatMap(files(of:)).filter { !gone.contains($0) }.map(PhotoFolder.stem))
        let wholeStems = Set(leaving.map(PhotoFolder.stem)).subtracting(staying)
        return leaving + PhotoFolder.sidecars(of: leaving, among: listing.filter { !gone.contains($0) }, wholeStems: wholeStems)
    }

    /// What copying or moving the kept photos to another folder takes, of the folder's entries
    /// `listing`: the kept photos' files in the folder (not moved to the Trash or elsewhere; a RAW
    /// file with its JPEG), in the order they were decided on, and their own sidecars,
    /// `NAME.xmp` included, so that the editor finds the ratings and edits given.
    package func keptWithSidecars(listing: [String]) -> [String] {
        let gone = Set(trashed).union(moved?.keys ?? [:].keys)
        let files = kept.flatMap(files(of:)).filter { !gone.contains($0) }
        return files + PhotoFolder.sidecars(of: files, among: listing.filter { !gone.contains($0) }, wholeStems: Set(files.map(PhotoFolder.stem)))
    }

    /// The files of the card `name` that Photo Sort moved to the Trash, with their sidecars:
    /// what comes back when its decision is undone.
    package func trashedFiles(of name: String) -> [String] {
        let trashed = Set(trashed)
        let coming = files(of: name).filter(trashed.contains)
        guard !coming.isEmpty else { return [] }
        return coming + PhotoFolder.sidecars(of: coming, among: self.trashed, wholeStems: Set(coming.map(PhotoFolder.stem)))
    }

    /// How many photos passed have a file not yet moved to the Trash: a RAW file and its JPEG
    /// count once.
    package var passedPhotoCount: Int {
        let trashed = Set(trashed)
        return decisions.filter { !$0.kept && files(of: $0.name).contains { !trashed.contains($0) } }.count
    }

    /// What is wrong with a state read from a file, or nil when it is whole.
    package var problem: String? {
        if let problem = deck.problem(withAvailableCards: photos.count) { return "\(problem)" }
        if let review {
            if let problem = review.deck.problem(withAvailableCards: review.photos.count) { return "\(problem)" }
            let known = Set(photos)
            if let stranger = review.photos.first(where: { !known.contains($0) }) {
                return tr("%s is reviewed but not in the folder's photos", FileName.display(stranger))
            }
        }
        let files = photos + (twins ?? [:]).values.joined()
        if Set(files).count != files.count { return tr("a photo is listed twice") }
        let cards = Set(photos)
        if let card = twins?.keys.first(where: { !cards.contains($0) }) { return tr("%s has twins but no card", FileName.display(card)) }
        if let (name, place) = moved?.first(where: { !PhotoFolder.isNameInFolder($0.key) || !$0.value.hasPrefix("/") }) {
            return tr("%s is said to be moved to %s, which is not a folder's path", FileName.display(name), FileName.display(place))
        }
        return nil
    }

    /// The names of `names` that are not in the deck yet, as a card or a twin: those
    /// ``add(_:takenAt:)`` adds.
    package func newNames(_ names: [String]) -> [String] {
        let known = Set(photos + (twins ?? [:]).values.joined())
        return names.filter { !known.contains($0) }
    }

    /// The photos of `names` that are not in the deck yet, appended in the order they were taken
    /// (by `takenAt`, seconds since 1970; the file name's order among photos taken at the same
    /// time, and after them the photos of no known time): two cameras' photos interleave, and a
    /// camera's counter that went round from 9999 to 0001 does not put the day's last shots
    /// first. A RAW file whose name but for its extension is a photo's of another kind (or the
    /// other way round) joins that photo's card as its twin rather than making a card of its own;
    /// in a new pair the JPEG (or PNG, WebP...) takes the card, as it shows faster than the RAW
    /// file's preview.
    package mutating func add(_ names: [String], takenAt: [String: Double] = [:]) {
        var twins = self.twins ?? [:]
        var cards: [Substring: String] = [:]
        for card in photos where cards[PhotoFolder.stem(card)] == nil { cards[PhotoFolder.stem(card)] = card }
        let fresh = newNames(names).sorted()
        var added: [String] = []
        for name in fresh.filter({ !RawPhoto.isRaw($0) }) + fresh.filter(RawPhoto.isRaw) {
            let stem = PhotoFolder.stem(name)
            if let card = cards[stem], RawPhoto.isRaw(card) != RawPhoto.isRaw(name) {
                twins[card, default: []].append(name)
            } else {
                if cards[stem] == nil { cards[stem] = name }
                added.append(name)
            }
        }
        photos += added.sorted { first, second in
            let (one, other) = (takenAt[first] ?? .infinity, takenAt[second] ?? .infinity)
            return one != other ? one < other : first < second
        }
        self.twins = twins.isEmpty ? nil : twins
    }
}

/// A second pass over some of a folder's photos (``FolderState/review``): the filter that picked
/// them, their names in the deck's order when it began, and its own deck, whose decisions stand
/// over the first pass's and are undone as the first pass's are.
package struct Review: Codable, Equatable {
    package var filter: ReviewFilter
    package var photos: [String]
    package var deck: DeckState
}

/// Which photos a second pass shows.
package enum ReviewFilter: Codable, Equatable, Hashable {
    /// The photos kept.
    case kept
    /// The photos kept that have no stars yet.
    case withoutStars
    /// The photos given at least this many stars.
    case stars(Int)

    /// The filter as the window's action names it: `kept`, `without-stars`, `stars-3`.
    package var name: String {
        switch self {
        case .kept: "kept"
        case .withoutStars: "without-stars"
        case .stars(let least): "stars-\(least)"
        }
    }

    /// The filter `name` names, or nil.
    package init?(name: String) {
        switch name {
        case "kept": self = .kept
        case "without-stars": self = .withoutStars
        default:
            guard name.hasPrefix("stars-"), let least = Int(name.dropFirst(6)), (1...5).contains(least) else { return nil }
            self = .stars(least)
        }
    }
}
