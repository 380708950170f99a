// SPDX-License-Identifier: GPL-2.0-only
/*
 * fscrypt-key: the guest's one-key fscrypt tool, for 99-inline-crypt.
 *
 *   fscrypt-key add PATH      add the test key to the file system of PATH
 *   fscrypt-key policy DIR    add it, then encrypt the empty DIR with it
 *                             (policy v2: AES-256-XTS contents)
 *
 * The key is a fixed test pattern: what is tested is where the encryption
 * happens, not its secrecy.  Static, so the guest needs no library for it.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <linux/fscrypt.h>

#define KEY_SIZE FSCRYPT_MAX_KEY_SIZE

static union {
	struct fscrypt_add_key_arg arg;
	unsigned char bytes[sizeof(struct fscrypt_add_key_arg) + KEY_SIZE];
} key;

static int add_key(int fd, const char *path)
{
	unsigned int i;

	memset(&key, 0, sizeof(key));
	key.arg.key_spec.type = FSCRYPT_KEY_SPEC_TYPE_IDENTIFIER;
	key.arg.raw_size = KEY_SIZE;
	for (i = 0; i < KEY_SIZE; i++)
		key.arg.raw[i] = (unsigned char)(0x5a ^ (i * 37));
	if (ioctl(fd, FS_IOC_ADD_ENCRYPTION_KEY, &key.arg)) {
		fprintf(stderr, "fscrypt-key: %s: FS_IOC_ADD_ENCRYPTION_KEY: %s\n",
			path, strerror(errno));
		return -1;
	}
	return 0;
}

static int set_policy(int fd, const char *path)
{
	struct fscrypt_policy_v2 p = {
		.version = FSCRYPT_POLICY_V2,
		.contents_encryption_mode = FSCRYPT_MODE_AES_256_XTS,
		.filenames_encryption_mode = FSCRYPT_MODE_AES_256_CTS,
		.flags = FSCRYPT_POLICY_FLAGS_PAD_32,
	};

	memcpy(p.master_key_identifier, key.arg.key_spec.u.identifier,
	       FSCRYPT_KEY_IDENTIFIER_SIZE);
	if (ioctl(fd, FS_IOC_SET_ENCRYPTION_POLICY, &p)) {
		fprintf(stderr, "fscrypt-key: %s: FS_IOC_SET_ENCRYPTION_POLICY: %s\n",
			path, strerror(errno));
		return -1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	int fd, r;

	if (argc != 3 || (strcmp(argv[1], "add") && strcmp(argv[1], "policy"))) {
		fprintf(stderr, "usage: fscrypt-key add PATH | fscrypt-key policy DIR\n");
		return 2;
	}
	fd = open(argv[2], O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		fprintf(stderr, "fscrypt-key: %s: %s\n", argv[2], strerror(errno));
		return 1;
	}
	r = add_key(fd, argv[2]);
	if (!r && !strcmp(argv[1], "policy"))
		r = set_policy(fd, argv[2]);
	close(fd);
	return r ? 1 : 0;
}
