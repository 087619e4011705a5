#define _GNU_SOURCE
#include "startup_memory.h"

#include <elf.h>
#include <link.h>
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

/// The segment of `info` that holds [address, address + size), or NULL.
static const ElfW(Phdr) *segment_holding(const struct dl_phdr_info *info, uintptr_t address, size_t size) {
    for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        uintptr_t start = info->dlpi_addr + header->p_vaddr;
        if (header->p_type == PT_LOAD && address >= start && address + size <= start + header->p_filesz) {
            return header;
        }
    }
    return NULL;
}

/// Drops the whole pages of one object's relocation table (DT_RELA or DT_REL) from the resident set.
static int release_relocations(struct dl_phdr_info *info, size_t info_size, void *released) {
    (void)info_size;
    const ElfW(Dyn) *dynamic = NULL;
    for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
        if (info->dlpi_phdr[i].p_type == PT_DYNAMIC) {
            dynamic = (const ElfW(Dyn) *)(info->dlpi_addr + info->dlpi_phdr[i].p_vaddr);
        }
    }
    if (dynamic == NULL) {
        return 0;
    }
    uintptr_t table = 0;
    size_t size = 0;
    for (const ElfW(Dyn) *entry = dynamic; entry->d_tag != DT_NULL; entry++) {
        if (entry->d_tag == DT_RELA || entry->d_tag == DT_REL) {
            table = entry->d_un.d_ptr;
        } else if (entry->d_tag == DT_RELASZ || entry->d_tag == DT_RELSZ) {
            size = entry->d_un.d_val;
        }
    }
    if (table == 0 || size == 0) {
        return 0;
    }
    // The dynamic loader may have made the address absolute in place; otherwise it is relative.
    if (table < info->dlpi_addr) {
        table += info->dlpi_addr;
    }
    // Only a table in a read-only segment: its pages were never written, so the file has them.
    const ElfW(Phdr) *segment = segment_holding(info, table, size);
    if (segment == NULL || (segment->p_flags & PF_W) != 0) {
        return 0;
    }
    const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    const uintptr_t start = (table + page - 1) & ~(page - 1);
    const uintptr_t end = (table + size) & ~(page - 1);
    if (end > start && madvise((void *)start, end - start, MADV_DONTNEED) == 0) {
        *(size_t *)released += end - start;
    }
    return 0;
}

size_t swift_emoji_release_startup_memory(void) {
    size_t released = 0;
    dl_iterate_phdr(release_relocations, &released);
    malloc_trim(0);
    return released;
}
