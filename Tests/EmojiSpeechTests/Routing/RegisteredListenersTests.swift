import Glibc
import Testing

@testable import EmojiSpeech

/// Which listeners take announcements, and which process is Orca.
@Suite struct RegisteredListenersTests {
    @Test func announcementEvents() {
        #expect(RegisteredListeners.takesAnnouncements("object:announcement"))
        #expect(RegisteredListeners.takesAnnouncements("Object:Announcement:"))
        #expect(RegisteredListeners.takesAnnouncements("object:"))
        #expect(!RegisteredListeners.takesAnnouncements("object:state-changed:focused"))
        #expect(!RegisteredListeners.takesAnnouncements("window:activate"))
    }

    @Test func orcaByNameOrScript() {
        #expect(RegisteredListeners.isOrca(comm: "orca", arguments: ["/usr/bin/python3", "/usr/bin/orca"]))
        #expect(
            RegisteredListeners.isOrca(comm: "python3", arguments: ["/usr/bin/python3", "/usr/bin/orca", "--replace"]))
        #expect(!RegisteredListeners.isOrca(comm: "gnome-shell", arguments: ["/usr/bin/gnome-shell"]))
        #expect(!RegisteredListeners.isOrca(comm: "python3", arguments: ["python3", "orca.py"]))
    }

    @Test func thisProcessIsNotOrca() {
        #expect(!RegisteredListeners.isOrca(pid: UInt32(getpid())))
    }
}
