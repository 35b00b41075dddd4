// SPDX-License-Identifier: MIT

import CGtk
import Foundation
import KolodaAppSupport
import KolodaEngine
import Testing

@testable import PhotoSortModel

/// Photo Sort's model: a folder's decisions, resuming them, the Trash's refusals and reading a
/// folder, without a window.
@MainActor
@Suite("Photo Sort's folder state")
struct FolderStateTests {
    /// A state of photos a…e with a passed, b kept, c passed (and trashed), d kept.
    func decided() -> FolderState {
        var state = FolderState(folder: "/photos", photos: ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"])
        state.deck = DeckState(
            currentIndex: 4, count: 5,
            history: [
                .init(index: 0, direction: .left), .init(index: 1, direction: .right), .init(index: 2, direction: .left),
                .init(index: 3, direction: .right),
            ])
        state.trashed = ["c.jpg"]
        return state
    }

    /// A folder of its own with `files` in it.
    func folder(_ files: [String]) throws -> String {
        let path = Scratch.path("photo-sort-")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for file in files { try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/" + file)) }
        return path
    }

    @Test("The decisions, oldest first; the kept list; the passed photos still in the folder")
    func decisions() {
        let state = decided()
        #expect(state.decisions.map(\.name) == ["a.jpg", "b.jpg", "c.jpg", "d.jpg"])
        #expect(state.kept == ["b.jpg", "d.jpg"])
        #expect(state.keptList == "/photos/b.jpg\n/photos/d.jpg\n")
        #expect(state.passedInFolder == ["a.jpg"], "c went to the Trash already")
        #expect(state.problem == nil)
    }

    @Test("A photo gone back to and decided again counts once, by its last decision, where it was made")
    func decidedAgain() {
        var state = decided()
        // Go to Photo 2 (b, kept) and pass it; then 3 (c, passed) and keep it.
        state.deck.history += [.init(index: 1, direction: .left), .init(index: 2, direction: .right)]
        #expect(state.decisions.map(\.name) == ["a.jpg", "d.jpg", "b.jpg", "c.jpg"])
        #expect(state.decisions.map(\.kept) == [false, true, false, true])
        #expect(state.kept == ["d.jpg", "c.jpg"])
        #expect(state.passedInFolder == ["a.jpg", "b.jpg"], "c went to the Trash, and is kept now")
        #expect(state.photos(for: .kept) == ["c.jpg", "d.jpg"])
        // A review that decides b twice: its last decision stands.
        let began = state.beginReview(.stars(0))
        #expect(began)
        state.review!.deck.history = [.init(index: 1, direction: .right), .init(index: 1, direction: .left)]
        #expect(state.kept == ["d.jpg", "c.jpg"])
        state.endReview()
        #expect(state.reviewed == ["b.jpg": false])
    }

    @Test("Photos moved to another folder are listed there, not moved or trashed again, and come back with their sidecars")
    func movedPhotos() throws {
        var state = decided()
        state.twins = ["d.jpg": ["d.nef"]]
        let listing = ["a.jpg", "b.jpg", "b.jpg.xmp", "d.jpg", "d.nef", "d.nef.xmp", "d.xmp", "e.jpg"]
        #expect(state.keptWithSidecars(listing: listing) == ["b.jpg", "d.jpg", "d.nef", "b.jpg.xmp", "d.nef.xmp", "d.xmp"])
        state.noteMoved(["d.jpg", "d.nef", "d.nef.xmp", "d.xmp"], to: "/selects")
        #expect(state.path(of: "d.nef") == "/selects/d.nef")
        #expect(state.path(of: "b.jpg") == "/photos/b.jpg")
        #expect(state.keptList == "/photos/b.jpg\n/selects/d.jpg\n/selects/d.nef\n")
        #expect(state.keptWithSidecars(listing: listing) == ["b.jpg", "b.jpg.xmp"], "moved already")
        #expect(state.movedFiles(of: "d.jpg").mapValues { $0.sorted() } == ["/selects": ["d.jpg", "d.nef", "d.nef.xmp", "d.xmp"]])
        #expect(state.movedFiles(of: "b.jpg") == [:])
        #expect(state.problem == nil)
        // Passed on a second look, it is not in the folder to be trashed until it is back.
        state.deck.history.append(.init(index: 3, direction: .left))
        #expect(state.passedInFolder == ["a.jpg"])
        state.noteMoved(["d.jpg", "d.nef", "d.nef.xmp", "d.xmp"], to: "/photos")
        #expect(state.moved == nil)
        #expect(state.passedInFolder == ["a.jpg", "d.jpg", "d.nef"])
        // A state file that says a photo went somewhere that is not a folder's path.
        state.moved = ["b.jpg": "selects"]
        #expect(state.problem == "b.jpg is said to be moved to selects, which is not a folder's path")
        state.moved = ["../b.jpg": "/selects"]
        #expect(state.problem != nil)
    }

    @Test("Go to Photo finds a photo by its number, grouped or not, or by its file name in any case, and says why it finds none")
    func place() throws {
        var state = FolderState(folder: "/photos", photos: (1...1200).map { "DSC_\(String(format: "%04d", $0)).NEF" })
        #expect(try state.place(of: "1").get() == 0)
        #expect(try state.place(of: " 1,200 ").get() == 1199)
        #expect(try state.place(of: "1.200").get() == 1199)
        #expect(try state.place(of: "1\u{202F}200").get() == 1199)
        #expect(try state.place(of: "dsc_0412").get() == 411)
        #expect(try state.place(of: "DSC_0413.nef").get() == 412)
        for (text, problem) in [
            ("0", "There is no photo 0: they run from 1 to 1200."), ("1201", "There is no photo 1201: they run from 1 to 1200."),
            ("", "Type a photo's number or file name."), ("  ", "Type a photo's number or file name."),
            ("-3", "No photo here is named -3."), ("12a", "No photo here is named 12a."), ("DSC_9999", "No photo here is named DSC_9999."),
            ("99999999999999999999999", "No photo here is named 99999999999999999999999."),
        ] {
            let error = #expect(throws: PhotoSortError.self) { try state.place(of: text).get() }
            #expect(error?.description.replacingOccurrences(of: ",", with: "") == problem, "\(text)")
        }
        // In a review, the review's photos are the ones counted.
        state.deck.history = [.init(index: 4, direction: .right), .init(index: 9, direction: .right)]
        let began = state.beginReview(.kept)
        #expect(began)
        #expect(try state.place(of: "2").get() == 1)
        #expect(try state.place(of: "DSC_0010").get() == 1)
        #expect(throws: PhotoSortError.self) { try state.place(of: "3").get() }
    }

    @Test("Photos found later are appended in sorted order, and the deck's indexes keep their meaning")
    func addingPhotos() {
        var state = decided()
        state.add(["e.jpg", "z.jpg", "f.jpg"])
        #expect(state.photos == ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg", "f.jpg", "z.jpg"])
        #expect(state.decisions.map(\.name) == ["a.jpg", "b.jpg", "c.jpg", "d.jpg"])
    }

    @Test("Photos are added in the order they were taken, by name among those taken together and after them those of no known time")
    func addingInCaptureOrder() {
        var state = FolderState(folder: "/photos", photos: [])
        // A counter that went round, a second camera between, a burst's frames in one second.
        let taken = ["IMG_9998.JPG": 100.0, "IMG_9999.JPG": 101.0, "IMG_0001.JPG": 102.5, "DSC_0042.JPG": 101.5, "IMG_0002.JPG": 102.5]
        state.add(["IMG_0001.JPG", "IMG_0001.CR2", "IMG_0002.JPG", "DSC_0042.JPG", "IMG_9999.JPG", "IMG_9998.JPG", "notes.png"], takenAt: taken)
        #expect(state.photos == ["IMG_9998.JPG", "IMG_9999.JPG", "DSC_0042.JPG", "IMG_0001.JPG", "IMG_0002.JPG", "notes.png"])
        #expect(state.twins == ["IMG_0001.JPG": ["IMG_0001.CR2"]])
        #expect(state.newNames(["IMG_0001.CR2", "IMG_0003.JPG", "notes.png"]) == ["IMG_0003.JPG"])
        state.add(["IMG_0004.JPG", "IMG_0003.JPG"], takenAt: ["IMG_0004.JPG": 50, "IMG_0003.JPG": 60])
        #expect(Array(state.photos.suffix(2)) == ["IMG_0004.JPG", "IMG_0003.JPG"], "appended after the photos already in the deck")
    }

    @Test("A review shows the photos its filter picks; its decisions stand over the first pass's, and stay when it ends")
    func review() throws {
        var state = decided()
        state.rate("d.jpg", stars: 3)
        state.rate("e.jpg", stars: 4)
        #expect(state.photos(for: .kept) == ["b.jpg", "d.jpg"])
        #expect(state.photos(for: .withoutStars) == ["b.jpg"])
        #expect(state.photos(for: .stars(3)) == ["d.jpg", "e.jpg"], "stars given whatever the decision, e not decided yet")
        #expect(
            ReviewFilter(name: "stars-3") == .stars(3) && ReviewFilter(name: "stars-6") == nil && ReviewFilter.withoutStars.name == "without-stars")
        let began = state.beginReview(.kept)
        #expect(began)
        #expect(state.cards == ["b.jpg", "d.jpg"] && state.cardDeck.currentIndex == 0)
        // b passed on a second look; the first pass's deck is left as it was.
        state.cardDeck = DeckState(currentIndex: 1, count: 2, history: [.init(index: 0, direction: .left)])
        #expect(state.kept == ["d.jpg"])
        #expect(state.deck.history.count == 4 && state.passedInFolder == ["a.jpg", "b.jpg"])
        let saved = try JSONDecoder().decode(FolderState.self, from: JSONEncoder().encode(state))
        #expect(saved == state && saved.problem == nil)
        // A new review ends this one: its decisions stand.
        let next = state.beginReview(.stars(3))
        #expect(next)
        #expect(state.cards == ["d.jpg", "e.jpg"] && state.reviewed == ["b.jpg": false])
        state.cardDeck = DeckState(currentIndex: 2, count: 2, history: [.init(index: 0, direction: .left), .init(index: 1, direction: .right)])
        #expect(state.decisions.map(\.name) == ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"], "e, decided only in the review, last")
        #expect(state.kept == ["e.jpg"])
        state.endReview()
        #expect(state.review == nil && state.cards == state.photos && state.cardDeck == state.deck)
        #expect(state.kept == ["e.jpg"] && state.reviewed == ["b.jpg": false, "d.jpg": false, "e.jpg": true])
        // None picked: nothing changes.
        let before = state
        state.stars = nil
        let unchanged = state
        let none = state.beginReview(.stars(5))
        #expect(!none && state == unchanged && before.review == nil)
        var broken = decided()
        broken.review = Review(filter: .kept, photos: ["b.jpg", "z.jpg"], deck: DeckState(currentIndex: 0, count: 2, history: []))
        #expect(broken.problem == "z.jpg is reviewed but not in the folder's photos")
    }

    @Test("A state that does not hold together says why: a photo listed twice, a history past the photos")
    func problems() {
        var twice = decided()
        twice.photos[4] = "a.jpg"
        #expect(twice.problem == "a photo is listed twice")
        var short = decided()
        short.photos = ["a.jpg"]
        #expect(short.problem != nil)
    }

    @Test("A passed photo goes to the Trash with its own sidecars, and a sidecar a photo left behind shares stays")
    func sidecarsGoWithTheirPhoto() {
        var state = decided()
        state.trashed = []
        let listing = [
            "a.jpg", "a.jpg.xmp", "a_01.jpg.xmp", "a_2.jpg.XMP", "a.xmp", "a_x.jpg.xmp", "ab.jpg.xmp", "b.jpg", "b.jpg.xmp", "c.jpg",
            "c.xmp", "c.png", "c.png.xmp", "notes.xmp",
        ]
        state.add(["c.png"])
        #expect(
            state.passedWithSidecars(listing: listing) == ["a.jpg", "c.jpg", "a.jpg.xmp", "a_01.jpg.xmp", "a_2.jpg.XMP", "a.xmp"],
            "c.xmp is also c.png's, which stays; b is kept")
        state.trashed = ["a.jpg", "a.jpg.xmp", "a_01.jpg.xmp", "a.xmp", "c.jpg"]
        #expect(state.trashedFiles(of: "a.jpg") == ["a.jpg", "a.jpg.xmp", "a_01.jpg.xmp", "a.xmp"])
        #expect(state.trashedFiles(of: "b.jpg") == [])
        #expect(state.passedWithSidecars(listing: listing) == [], "nothing passed is left in the folder")
        state.trashed.append("b.jpg")
        #expect(state.keptList == "/photos/d.jpg\n", "a kept photo in the Trash is not listed where it is not")
    }

    @Test("Names that are not files directly in the folder are never exported, whatever the state says")
    func namesOutsideTheFolder() {
        var state = decided()
        state.photos[1] = "../b.jpg"
        state.photos[3] = "/etc/d.jpg"
        #expect(state.namesOutsideFolder == ["../b.jpg", "/etc/d.jpg"])
        #expect(state.keptList == "", "both kept photos are outside the folder")
        for name in ["a.jpg", ".a.jpg", "a b.jpg"] { #expect(PhotoFolder.isNameInFolder(name)) }
        for name in ["", ".", "..", "x/y.jpg", "/y.jpg", "a\0.jpg"] { #expect(!PhotoFolder.isNameInFolder(name)) }
    }

    @Test("A state saved and read back is the same, and a state saved before ratings reads with none")
    func resume() throws {
        let path = try folder([]) + "/state.json"
        var state = decided()
        let none: Int? = nil
        state.ratingsBefore = ["a.jpg": 3, "b.jpg": none]
        let file = SavedFile<FolderState>(path: path)
        #expect(file.save(state) == nil)
        #expect(file.load().contents == state)
        var old = try String(contentsOfFile: path, encoding: .utf8)
        old = old.replacingOccurrences(of: #""ratingsBefore":\{[^}]*\},?"#, with: "", options: .regularExpression)
        try old.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!old.contains("ratingsBefore"))
        #expect(file.load().contents?.ratingsBefore == nil)
        #expect(file.load().contents?.photos == state.photos)
    }

    @Test("The Trash refuses what is not a regular file directly in the folder, and moves nothing then")
    func trashRefusals() throws {
        let path = try folder(["a.jpg"])
        try FileManager.default.createDirectory(atPath: path + "/album", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path + "/link.jpg", withDestinationPath: path + "/a.jpg")
        #expect(PhotoTrash.refusal("a.jpg", in: path) == nil)
        #expect(PhotoTrash.refusal("../a.jpg", in: path)?.contains("not a file directly in") == true)
        #expect(PhotoTrash.refusal("album", in: path) == "not a regular file")
        #expect(PhotoTrash.refusal("link.jpg", in: path) == "not a regular file")
        #expect(PhotoTrash.refusal("gone.jpg", in: path) != nil)
        let outcome = PhotoTrash.move(["../a.jpg", "album", "link.jpg"], in: path)
        #expect(outcome.moved.isEmpty && outcome.failed.map(\.name) == ["../a.jpg", "album", "link.jpg"])
        #expect(FileManager.default.fileExists(atPath: path + "/a.jpg") && FileManager.default.fileExists(atPath: path + "/album"))
    }

    @Test(
        "Reading a folder finds its photos by their extension, and when the new ones were taken, off the main thread, and says why a folder cannot be read"
    )
    func readingAFolder() throws {
        let path = try folder(["b.JPG", "a.png", "notes.txt", ".hidden.jpg", "c.webp"])
        try makeJPEG(
            path + "/d.jpg",
            tags: [
                "Exif.Photo.DateTimeOriginal": "2026:11:20 12:00:00", "Exif.Photo.SubSecTimeOriginal": "5", "Exif.Photo.OffsetTimeOriginal": "+00:00",
            ])
        var result: Result<FolderReader.Listing, PhotoSortError>?
        FolderReader.read(path, timing: { $0.filter { $0 != "a.png" } }) { result = $0 }
        let limit = Date().addingTimeInterval(20)
        while result == nil, Date() < limit { g_main_context_iteration(nil, 1) }
        let listing = try #require(try result?.get())
        #expect(listing.names.sorted() == ["a.png", "b.JPG", "c.webp", "d.jpg"], "\(listing.names)")
        #expect(listing.takenAt == ["d.jpg": 1_795_176_000.5], "the new photos', where they say: \(listing.takenAt)")
        // GIO's worker thread, as often as the main thread, drops the task last and lets its
        // times go there: never on the main actor's terms.
        for _ in 0..<100 {
            var again: Result<FolderReader.Listing, PhotoSortError>?
            FolderReader.read(path, timing: { $0 }) { again = $0 }
            while again == nil, Date() < limit { g_main_context_iteration(nil, 1) }
            #expect((try? again?.get())?.takenAt == ["d.jpg": 1_795_176_000.5])
        }
        var missing: Result<FolderReader.Listing, PhotoSortError>?
        FolderReader.read(path + "/nowhere", timing: { $0 }) { missing = $0 }
        while missing == nil, Date() < limit { g_main_context_iteration(nil, 1) }
        #expect((try? missing?.get()) == nil)
        #expect(PhotoFolder.resolve(path + "/notes.txt").failure?.description.contains("is not a folder") == true)
    }
}

extension Result {
    /// The error, if it is one.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
