# Fortran ABI: entries called without hidden string lengths leave the caller's stack alone.
.PHONY: test-abi
TEST_TARGETS += test-abi

ifeq ($(shell uname -m),x86_64)
$(BUILD)/test/test_hidden_len: test/abi/test_hidden_len.c test/abi/call_ptrs_x86_64.S | lib
	@mkdir -p $(dir $@)
	$(CC) -O1 -g -Wall -Wextra -rdynamic -o $@ $^ -ldl

test-abi: lib $(BUILD)/test/test_hidden_len
	LD_LIBRARY_PATH=$(BUILD)/lib $(BUILD)/test/test_hidden_len
else
test-abi:
	@echo "test-abi: the hidden-length caller is written for x86-64 only; nothing to run here"
endif
