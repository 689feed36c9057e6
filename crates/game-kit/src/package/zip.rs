//! A zip archive of stored (uncompressed) files, as DOMjudge and Kattis
//! import a problem: std only, so the xtask needs no archiver.

/// CRC-32 (IEEE), as zip records it.
pub(crate) fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    !crc
}

/// The archive of `files` (path inside the archive with `/`, contents),
/// stored in order, every file dated 1980-01-01 so that the archive
/// depends on the files alone. An error when the archive would need
/// zip64 (a file or the archive past 4 GiB, or 65,535 files).
pub(crate) fn archive(files: &[(String, Vec<u8>)]) -> Result<Vec<u8>, String> {
    const DOS_DATE: u16 = 1 << 5 | 1; // 1980-01-01
    let too_big = |what: &str| format!("{what} is too large for a zip without zip64");
    let mut out = Vec::new();
    let mut central = Vec::new();
    for (name, data) in files {
        let offset = u32::try_from(out.len()).map_err(|_| too_big("the archive"))?;
        let size = u32::try_from(data.len()).map_err(|_| too_big(name))?;
        let name_len = u16::try_from(name.len()).map_err(|_| too_big(name))?;
        let crc = crc32(data);
        // Local file header.
        out.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        for v in [20u16, 0x0800, 0, 0, DOS_DATE] {
            out.extend_from_slice(&v.to_le_bytes()); // version, flags (UTF-8 names), stored, time, date
        }
        for v in [crc, size, size] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&name_len.to_le_bytes());
        out.extend_from_slice(&0u16.to_le_bytes());
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(data);
        // Its central directory entry.
        central.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
        for v in [0x031E_u16, 20, 0x0800, 0, 0, DOS_DATE] {
            central.extend_from_slice(&v.to_le_bytes()); // made by Unix, version, flags, stored, time, date
        }
        for v in [crc, size, size] {
            central.extend_from_slice(&v.to_le_bytes());
        }
        for v in [name_len, 0, 0, 0, 0] {
            central.extend_from_slice(&v.to_le_bytes()); // name, extra, comment, disk, internal attributes
        }
        // -rwxr-xr-x for a script, else -rw-r--r--.
        let mode: u32 = if super::is_script(name) {
            0o100_755
        } else {
            0o100_644
        };
        central.extend_from_slice(&(mode << 16).to_le_bytes());
        central.extend_from_slice(&offset.to_le_bytes());
        central.extend_from_slice(name.as_bytes());
    }
    let count = u16::try_from(files.len()).map_err(|_| too_big("the list of files"))?;
    let central_offset = u32::try_from(out.len()).map_err(|_| too_big("the archive"))?;
    let central_size = u32::try_from(central.len()).map_err(|_| too_big("the archive"))?;
    out.extend_from_slice(&central);
    out.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    for v in [0u16, 0, count, count] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out.extend_from_slice(&central_size.to_le_bytes());
    out.extend_from_slice(&central_offset.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use std::process::Command;

    use super::*;

    #[test]
    fn crc_of_the_check_string() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn python_reads_the_archive_back() {
        let files = vec![
            ("problem.yaml".to_string(), b"source: x\n".to_vec()),
            ("data/secret/01.in".to_string(), b"1 2\n".to_vec()),
        ];
        let bytes = archive(&files).unwrap();
        let dir = std::env::temp_dir().join(format!("xtask-zip-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("p.zip");
        std::fs::write(&path, &bytes).unwrap();
        let script = "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nfor i in z.infolist(): print(i.filename, z.read(i).decode().strip())";
        let Ok(out) = Command::new("python3")
            .arg("-c")
            .arg(script)
            .arg(&path)
            .output()
        else {
            println!("note: python3 is not installed; the archive is not read back");
            return;
        };
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "problem.yaml source: x\ndata/secret/01.in 1 2\n"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
